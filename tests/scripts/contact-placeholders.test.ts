import { describe, expect, it } from 'vitest'
import { contact, contactPlaceholders } from '../../src/content/contact.ts'
import { contactPlaceholderProblems } from '../../scripts/deploy/contact-placeholders.ts'
import { deploySteps, type DeployContext } from '../../scripts/deploy/deploy-steps.ts'
import { rootDir } from '../../scripts/forms/load-forms.ts'

const real = {
  whatsappNumber: '5511987654321',
  phoneDisplay: '(11) 98765-4321',
  email: 'contato@excellis.com.br',
  address: 'Rua Augusta, 1500 — Consolação, São Paulo - SP',
  postalCode: '01304-001',
  siteUrl: 'https://www.excellis.com.br',
}

describe('contact data: what a placeholder is', () => {
  it('real-looking values no longer listed as provisional may ship', () => {
    expect(contactPlaceholderProblems({ contact: real, contactPlaceholders: [] })).toEqual([])
  })

  it('a value still listed in contactPlaceholders is one, even if it looks real (the file says so)', () => {
    expect(contactPlaceholderProblems({ contact: real, contactPlaceholders: ['email'] })).toEqual([
      'email = "contato@excellis.com.br": ainda marcado como provisório (contactPlaceholders)',
    ])
  })

  it.each([
    ['(11) 99999-9999', 'cinco dígitos iguais seguidos'],
    ['5511999999999', 'cinco dígitos iguais seguidos'],
    ['00000-000', 'cinco dígitos iguais seguidos'],
    ['contato@exemplo.com.br', 'texto de exemplo'],
    ['TODO: endereço', 'texto de exemplo'],
    ['Rua Lorem Ipsum, 1', 'texto de exemplo'],
    ['  ', 'vazio'],
  ])('so is a value that looks invented: %j (%s), even when nobody listed it', (value, why) => {
    const [problem] = contactPlaceholderProblems({ contact: { ...real, phoneDisplay: value }, contactPlaceholders: [] })
    expect(problem).toContain(`(${why})`)
  })

  it("the repository's contact data are still placeholders today, every field", () => {
    expect(contactPlaceholderProblems({ contact, contactPlaceholders })).toHaveLength(Object.keys(contact).length)
  })
})

describe('npm run deploy refuses to ship placeholders', () => {
  it('its first step (which changes nothing) stops on this repository, listing each provisional value', async () => {
    const check = deploySteps.find((s) => s.id === 'check')!
    const ctx = { root: rootDir, env: {}, log: () => undefined } as unknown as DeployContext
    await expect(check.run(ctx)).rejects.toThrow(
      /src\/content\/contact\.ts ainda tem dados provisórios; nada foi publicado:\n {2}whatsappNumber = "5511999999999": ainda marcado como provisório/,
    )
  })
})
