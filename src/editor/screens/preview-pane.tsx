import { Box, Button, Heading, Text } from '@chakra-ui/react'
import Form, { type IChangeEvent } from '@rjsf/core'
import type { RJSFSchema, UiSchema } from '@rjsf/utils'
import { customizeValidator, type Localizer } from '@rjsf/validator-ajv8'
import localizePtBR from 'ajv-i18n/localize/pt-BR'
import { Component, memo, useMemo, useState, type ReactNode } from 'react'
import { precompileOptions, shownAnswers, shownLeaves, type JsonObject } from '#form-core'
import { countAnswered, createErrorTransformer, FormStatus, sharedFormProps } from '../../forms/page/form-view.tsx'
import type { FormPair } from '../model/form-model.ts'
import { headerHeight } from '../../lib/brand.ts'

type Data = Record<string, unknown>

const PANEL_TOP = { ...headerHeight, xl: '0' }

/** A schema being edited can be one RJSF cannot draw or ajv cannot compile: say so, and draw again on the next edit. */
class PreviewBoundary extends Component<{ pair: FormPair; children: ReactNode }, { failed?: FormPair }> {
  state: { failed?: FormPair } = {}
  static getDerivedStateFromError() {
    return { failed: undefined, broken: true }
  }
  componentDidCatch() {
    this.setState({ failed: this.props.pair })
  }
  render() {
    if (this.state.failed === this.props.pair)
      return <Text color="red.700">A pré-visualização volta assim que os arquivos forem válidos (veja Problemas).</Text>
    return this.props.children
  }
}

/**
 * The form as visitors will see it: the same RJSF, theme, widgets, progress and Portuguese messages as the page. The
 * schema being edited is compiled here (the editor's chunk is the one place the ajv compiler ships); submitting
 * validates and says so, and never sends anything.
 */
export const PreviewPane = memo(function PreviewPane({ pair }: { pair: FormPair }) {
  return (
    <PreviewBoundary pair={pair}>
      <Preview pair={pair} />
    </PreviewBoundary>
  )
})

function Preview({ pair }: { pair: FormPair }) {
  const validator = useMemo(() => customizeValidator(precompileOptions, localizePtBR as Localizer), [])
  const transformErrors = useMemo(() => createErrorTransformer(pair.schema as RJSFSchema, pair.uiSchema as UiSchema), [pair])
  const [data, setData] = useState<Data>({})
  const [checked, setChecked] = useState<'ok' | 'errors'>()
  const meta = (pair.schema['x-form'] ?? {}) as JsonObject
  // Like the page: only the questions these answers show count (decision 180).
  const shown = useMemo(() => shownLeaves(pair.schema, pair.uiSchema, data), [pair, data])
  return (
    <Box>
      <Heading as="h2" size="xl" mb={2}>
        {typeof meta.title === 'string' ? meta.title : String(pair.schema.title ?? '')}
      </Heading>
      {typeof meta.intro === 'string' && (
        <Text color="gray.600" mb={4}>
          {meta.intro}
        </Text>
      )}
      <FormStatus
        answered={countAnswered(shownAnswers(pair.schema, data))}
        total={shown.length}
        estimatedTime={typeof meta.estimatedTime === 'string' ? meta.estimatedTime : undefined}
        restored={null}
        onDiscard={() => setData({})}
        // From 1280 px the preview is a panel that scrolls on its own (form-editor.tsx): the count sticks to its top.
        stickyTop={PANEL_TOP}
      />
      <Form<Data>
        schema={pair.schema as RJSFSchema}
        uiSchema={pair.uiSchema as UiSchema}
        validator={validator}
        formData={data}
        onChange={({ formData }: IChangeEvent<Data>) => {
          setData(formData ?? {})
          setChecked(undefined)
        }}
        onSubmit={() => setChecked('ok')}
        onError={() => setChecked('errors')}
        transformErrors={transformErrors}
        {...sharedFormProps}
        focusOnFirstError
      >
        <Button type="submit" colorPalette="orange" mt={6}>
          {typeof (meta.buttons as JsonObject | undefined)?.submit === 'string' ? String((meta.buttons as JsonObject).submit) : 'Enviar'}
        </Button>
        <Text role="status" fontSize="sm" mt={2} color={checked === 'errors' ? 'red.700' : 'gray.600'}>
          {checked === 'ok'
            ? 'Tudo certo: na pré-visualização nada é enviado.'
            : checked === 'errors'
              ? 'Há respostas a corrigir (veja as mensagens nos campos).'
              : 'Pré-visualização: nada é enviado.'}
        </Text>
      </Form>
    </Box>
  )
}
