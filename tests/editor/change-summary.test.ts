import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { describeChanges } from '../../src/editor/model/change-summary.ts'
import { renameQuestion, updateQuestion } from '../../src/editor/model/form-edits.ts'
import { setOptions } from '../../src/editor/model/name-edits.ts'
import { declareMigration } from '../../src/editor/model/problem-fixes.ts'
import { addQuestion, addSection } from '../../src/editor/model/form-layout.ts'
import type { FormPair } from '../../src/editor/model/form-model.ts'

const root = join(import.meta.dirname, '../..')
const load = (id: string): FormPair => ({
  schema: JSON.parse(readFileSync(join(root, 'schemas', `${id}.json`), 'utf8')),
  uiSchema: JSON.parse(readFileSync(join(root, 'ui-schemas', `${id}.json`), 'utf8')),
})

describe('describeChanges says what an edit did, in Portuguese', () => {
  it('nothing for an unchanged form', () => expect(describeChanges(load('website'), load('website'))).toEqual([]))

  it('a retitled question, a required one and a renamed option', () => {
    let pair = updateQuestion(load('meeting'), ['name'], { title: 'Seu nome' })
    pair = updateQuestion(pair, ['message'], { required: true })
    pair = setOptions(
      pair,
      ['service'],
      [
        { const: 'trafego', title: 'Anúncios' },
        { const: 'automacao', title: 'Automação de Marketing' },
        { const: 'web', title: 'Desenvolvimento Web' },
        { const: 'outros', title: 'Outros Serviços' },
        { title: 'SEO' },
      ],
    )
    expect(describeChanges(load('meeting'), pair)).toEqual([
      'Pergunta "Nome completo" agora se chama "Seu nome".',
      'Pergunta "Serviço de interesse": opção "Tráfego Pago" agora se chama "Anúncios".',
      'Pergunta "Serviço de interesse": opção nova "SEO".',
      'Pergunta "Mensagem" passou a ser obrigatória.',
      'Pergunta "Mensagem": mínimo de caracteres de nenhum para 1.',
    ])
  })

  it('new questions and sections, renamed ids and migrations', () => {
    let pair = addSection(load('website'), 0, 'Início')
    pair = addQuestion(pair, { container: [], index: 0 }, 'email').pair
    pair = declareMigration(renameQuestion(pair, ['companyName'], 'empresa'), { rename: { from: 'companyName', to: 'empresa' } })
    const lines = describeChanges(load('website'), pair)
    expect(lines).toContain('Pergunta nova: "Nova pergunta" (E-mail, id `novaPergunta`).')
    expect(lines).toContain('Pergunta nova: "Nome da empresa" (Texto curto, id `empresa`, obrigatória).')
    expect(lines).toContain('Pergunta removida (ou com id novo): "Nome da empresa" (id `companyName`).')
    expect(lines.some((l) => l.startsWith('Seções: "Início"'))).toBe(true)
    expect(lines).toContain('Página (x-form): `migrations` alterado(s).')
  })
})
