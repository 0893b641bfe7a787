import { Box, Grid, Heading, Text } from '@chakra-ui/react'
import { getUiOptions, type ObjectFieldTemplateProps } from '@rjsf/utils'
import type { ReactNode } from 'react'

interface Section {
  title: string
  description?: string
  variant?: 'card'
  fields: string[]
}

function SectionBox({ title, description, variant, children }: Omit<Section, 'fields'> & { children: ReactNode }) {
  const card = variant === 'card'
  return (
    <Box
      as="section"
      borderWidth="1px"
      borderColor={card ? 'orange.200' : 'gray.200'}
      bg={card ? 'orange.50' : 'white'}
      rounded="xl"
      p={{ base: 4, md: 6 }}
    >
      <Heading as="h2" size="lg" mb={description ? 1 : 4}>
        {title}
      </Heading>
      {description && (
        <Text color="gray.600" mb={4}>
          {description}
        </Text>
      )}
      <Grid gap={4}>{children}</Grid>
    </Box>
  )
}

/**
 * Object template that groups properties into the sections declared in `ui:options.sections`.
 * Without sections it renders the object's own title (the event form's groups) around its fields.
 */
export function SectionsObjectTemplate({ properties, uiSchema, title, description, fieldPathId }: ObjectFieldTemplateProps) {
  const sections = (getUiOptions(uiSchema).sections as Section[] | undefined) ?? []
  const byName = new Map(properties.map((p) => [p.name, p.content]))
  if (sections.length > 0) {
    return (
      <Grid gap={6}>
        {sections.map(({ fields, ...section }) => (
          <SectionBox key={section.title} {...section}>
            {fields.map((name) => byName.get(name))}
          </SectionBox>
        ))}
      </Grid>
    )
  }
  const content = properties.map((p) => p.content)
  if (fieldPathId.$id === 'root' || !title) return <Grid gap={title ? 6 : 4}>{content}</Grid>
  return (
    <SectionBox title={title} description={typeof description === 'string' ? description : undefined}>
      {content}
    </SectionBox>
  )
}
