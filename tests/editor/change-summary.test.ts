import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { describeChanges } from '../../src/editor/model/change-summary.ts'
import { renameQuestion, updateMeta, updateQuestion } from '../../src/editor/model/form-edits.ts'
import { setCondition } from '../../src/editor/model/condition-edits.ts'
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
    expect(lines).toContain('Pergunta nova: "Nova pergunta" (E-mail).')
    expect(lines).toContain('Pergunta "Nome da empresa" mudou de nome nos dados: as respostas antigas vão para ela.')
    expect(lines.some((l) => l.startsWith('Seções: "Início"'))).toBe(true)
    // No developer's word: ids, x-form, file keys (issue 45: "Página (x-form): `migrations` alterado(s)").
    expect(lines.filter((l) => /`|x-form|id /.test(l))).toEqual([])
  })

  it("a question made conditional, a removed option's answers mapped and the page's fields, in the marketer's words", () => {
    const base = load('website')
    let pair = setCondition(base, 'preferredColors', { trigger: 'brandManual', values: ['Não'] })
    pair = setOptions(
      pair,
      ['hasTexts'],
      [
        { const: 'Sim', title: 'Sim' },
        { const: 'Não', title: 'Não' },
      ],
    )
    pair = declareMigration(pair, { removeOption: { field: 'hasTexts', value: 'Parcial', mapTo: 'Não' } })
    pair = updateMeta(pair, ['card', 'category'], 'Vídeo')
    const lines = describeChanges(base, pair)
    expect(lines).toContain('Pergunta "Cores preferidas" passou a aparecer só quando "Possui manual de marca?" é "Não".')
    expect(lines).toContain('Pergunta "Os textos do site já estão prontos?": respostas antigas com "Parcial" passam a "Não".')
    expect(lines).toContain('Página, campos alterados: Categoria.')
    expect(lines.filter((l) => /`|x-form/.test(l))).toEqual([])
  })
})
