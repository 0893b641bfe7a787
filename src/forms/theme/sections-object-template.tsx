import { Grid } from '@chakra-ui/react'
import { getUiOptions, type ObjectFieldTemplateProps, type RJSFSchema } from '@rjsf/utils'
import { useContext, useMemo, type ReactNode } from 'react'
import { useRevealedCount } from '../deferred/use-revealed-count.ts'
import { StepContext } from '../steps/use-form-steps.ts'
import { clearOfFixedBars } from './field-template.tsx'
import { DeclaredSection, SectionBox, type Section } from './section-box.tsx'

const sectionsOf = (props: ObjectFieldTemplateProps) => (getUiOptions(props.uiSchema).sections as Section[] | undefined) ?? []

/** A question on a condition is `true` or `false` until its `then` applies (decision 180): nothing to draw then. */
const isShown = (schema: RJSFSchema, name: string) => typeof schema.properties?.[name] === 'object'

const fieldCount = (schema: RJSFSchema, name: string): number => {
  const child = schema.properties?.[name]
  return typeof child === 'object' && child.type === 'object' ? Object.keys(child.properties ?? {}).length : 1
}

// Groups properties into `ui:options.sections`; the root mounts them a few at a time (use-revealed-count.ts).
export function SectionsObjectTemplate(props: ObjectFieldTemplateProps) {
  if (props.fieldPathId.$id === 'root') return sectionsOf(props).length > 0 ? <RootSections {...props} /> : <RootFields {...props} />
  const { title, description, properties } = props
  const content = properties.map((p) => p.content)
  if (!title) return <Grid gap={4}>{content}</Grid>
  return (
    <SectionBox title={title} description={typeof description === 'string' ? description : undefined}>
      {content}
    </SectionBox>
  )
}

function RootSections(props: ObjectFieldTemplateProps) {
  const step = useContext(StepContext)
  const sections = sectionsOf(props)
  const byName = new Map(props.properties.filter((p) => isShown(props.schema, p.name)).map((p) => [p.name, p.content]))
  const section = step && sections[step.section]
  // Step by step (decision 203): the one section on screen, mounted afresh for each step.
  if (section) return <StepSection key={step.section} section={section} fields={section.fields.map((name) => byName.get(name))} />
  return <AllSections sections={sections} byName={byName} />
}

/** One step's section; its questions mount a few at a time like the page's sections. */
function StepSection({ section, fields }: { section: Section; fields: ReactNode[] }) {
  const weights = useMemo(() => fields.map(() => 1), [fields])
  const shown = useRevealedCount(weights)
  return (
    <Grid data-form-step="" aria-busy={shown < fields.length || undefined} css={clearOfFixedBars}>
      <DeclaredSection section={section} fields={fields.slice(0, shown)} />
    </Grid>
  )
}

function AllSections({ sections, byName }: { sections: Section[]; byName: Map<string, ReactNode> }) {
  const weights = useMemo(() => sections.map((s) => s.fields.length), [sections])
  const shown = useRevealedCount(weights)
  // Busy while sections still mount: assistive tech waits for the whole form, and so can a test.
  return (
    <Grid gap={6} aria-busy={shown < sections.length || undefined}>
      {sections.slice(0, shown).map((section) => (
        <DeclaredSection key={section.title} section={section} fields={section.fields.map((name) => byName.get(name))} />
      ))}
    </Grid>
  )
}

function RootFields({ properties: all, schema, title }: ObjectFieldTemplateProps) {
  const properties = all.filter((p) => isShown(schema, p.name))
  const shown = useRevealedCount(properties.map((p) => fieldCount(schema, p.name)))
  return (
    <Grid gap={title ? 6 : 4} aria-busy={shown < properties.length || undefined}>
      {properties.slice(0, shown).map((p) => p.content)}
    </Grid>
  )
}
