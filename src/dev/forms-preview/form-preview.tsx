import { Badge, Box, Button, Grid, Heading, HStack, Link, Text } from '@chakra-ui/react'
import Form, { type IChangeEvent } from '@rjsf/core'
import { use, useMemo, useState } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import type { FormEntry } from '../../forms/form-meta.ts'
import { loadFormModule } from '../../forms/registry.ts'
import { sharedFormProps } from '../../forms/theme/form-props.ts'
import { createFormValidator } from '../../forms/validation/create-validator.ts'
import { createErrorTransformer } from '../../forms/validation/transform-errors.ts'
import { DataPanel } from './data-panel.tsx'
import { readPreviewData, writePreviewData } from './preview-storage.ts'

type Data = Record<string, unknown>

const targetLabel = (submit: FormEntry['submit']) =>
  'function' in submit ? `função ${submit.function}` : 'table' in submit ? `tabela ${submit.table}` : 'só neste navegador'

/**
 * One form exactly as the engine renders it (same schema object, precompiled validator, theme and pt-BR
 * messages), beside its live data and errors. Submitting only validates: a preview never sends anything.
 */
export function FormPreview({ form }: { form: FormEntry }) {
  const module = use(loadFormModule(form.id))
  const validator = useMemo(() => createFormValidator(module), [module])
  const transformErrors = useMemo(() => createErrorTransformer(module.schema, module.uiSchema), [module])
  const [data, setData] = useState<Data>(() => readPreviewData(form.id))
  const errors = useMemo(
    () => validator.validateFormData(data, module.schema, undefined, transformErrors, module.uiSchema).errors,
    [validator, module, transformErrors, data],
  )

  const onChange = ({ formData }: IChangeEvent<Data>) => {
    setData(formData ?? {})
    writePreviewData(form.id, formData ?? {})
  }

  return (
    <Box>
      <HStack gap={3} wrap="wrap" mb={1}>
        <Heading as="h2" size="xl">
          {form.title}
        </Heading>
        <Badge>{form.kind}</Badge>
      </HStack>
      <Text fontSize="sm" color="gray.600" mb={6}>
        {form.id} · {form.fieldCount} campos · envio: {targetLabel(form.submit)}
        {form.route && (
          <>
            {' · '}
            <Link asChild color="orange.600">
              <RouterLink to={form.route}>abrir {form.route}</RouterLink>
            </Link>
          </>
        )}
      </Text>
      <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap={8} alignItems="start">
        <Form<Data>
          schema={module.schema}
          uiSchema={module.uiSchema}
          validator={validator}
          formData={data}
          onChange={onChange}
          transformErrors={transformErrors}
          {...sharedFormProps}
        >
          <Button type="submit" variant="outline" mt={6}>
            Validar (nada é enviado)
          </Button>
        </Form>
        <DataPanel data={data} errors={errors} />
      </Grid>
    </Box>
  )
}
