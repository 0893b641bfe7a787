import { memo, type ReactNode } from 'react'
import { SectionBox, type Section } from './section-box.tsx'
import { sameFieldElements } from './same-field-elements.ts'

/**
 * One declared section with its fields. A change touches one field, yet RJSF hands the template a new element
 * for every property: without this memo each change re-rendered every section's frame (four Chakra components
 * each, ~70 on the diagnostic), most of a change's time (decision 090).
 */
export const DeclaredSection = memo(
  function DeclaredSection({ section, fields }: { section: Section; fields: ReactNode[] }) {
    const { title, description, variant } = section
    return (
      <SectionBox title={title} description={description} variant={variant}>
        {fields}
      </SectionBox>
    )
  },
  (before, after) => before.section === after.section && sameFieldElements(before.fields, after.fields),
)
