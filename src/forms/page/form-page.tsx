import { Container, Heading, Text } from '@chakra-ui/react'
import { use } from 'react'
import { RelatedForms } from '../cards/related-forms.tsx'
import { getForm, loadFormModule } from '../registry.ts'
import { BriefingNav } from './briefing-nav.tsx'
import { FormView } from './form-view.tsx'

/** The one page every routed form uses; everything on it comes from the form's JSON. */
export default function FormPage({ id }: { id: string }) {
  const form = getForm(id)
  const module = use(loadFormModule(id))
  return (
    <Container maxW="3xl" py={{ base: 6, md: 10 }}>
      <title>{form.seo?.title ?? `${form.title} | Excellis`}</title>
      {form.seo && <meta name="description" content={form.seo.description} />}
      {form.kind === 'briefing' && <BriefingNav title={form.title} />}
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb={3}>
        {form.title}
      </Heading>
      {form.intro && (
        <Text color="gray.600" fontSize="lg" mb={4}>
          {form.intro}
        </Text>
      )}
      <FormView form={form} module={module} />
      {form.related && form.related.length > 0 && <RelatedForms ids={form.related} />}
    </Container>
  )
}
