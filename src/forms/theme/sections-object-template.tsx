import { Grid } from '@chakra-ui/react'
import { getUiOptions, type ObjectFieldTemplateProps } from '@rjsf/utils'
import { DeclaredSection } from './declared-section.tsx'
import { SectionBox, type Section } from './section-box.tsx'

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
        {sections.map((section) => (
          <DeclaredSection key={section.title} section={section} fields={section.fields.map((name) => byName.get(name))} />
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
