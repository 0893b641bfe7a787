import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { TeamPhoto } from '../../src/components/about/team-photo.tsx'
import { SiteFooter } from '../../src/components/layout/site-footer.tsx'
import { SiteHeader } from '../../src/components/layout/site-header.tsx'
import { formatDatePtBr, LegalDocument } from '../../src/components/legal/legal-document.tsx'
import { contact } from '../../src/content/contact.ts'
import { privacyPolicy } from '../../src/content/privacy.ts'
import { team } from '../../src/content/team.ts'
import { renderWithProviders } from '../helpers/render-with-providers.tsx'

describe('TeamPhoto', () => {
  it('shows the photo, and the initial of the name when the photo fails to load', () => {
    renderWithProviders(<TeamPhoto member={team[1]} />)
    const photo = screen.getByRole('img', { name: team[1].image.alt })
    expect(photo).toHaveAttribute('src', team[1].image.src)
    expect(photo).toHaveAttribute('width', String(team[1].image.width))
    expect(photo).toHaveAttribute('loading', 'lazy')
    fireEvent.error(photo)
    const fallback = screen.getByTestId('team-initial')
    expect(fallback).toHaveTextContent(/^A$/)
    expect(fallback).toHaveAccessibleName(team[1].image.alt)
  })
})

describe('LegalDocument', () => {
  it('shows every section and the content date in pt-BR, not today', () => {
    renderWithProviders(<LegalDocument doc={privacyPolicy} />)
    expect(screen.getByText('Documentos legais')).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(7)
    const updated = screen.getByTestId('last-updated')
    expect(updated).toHaveTextContent('Última atualização: 29 de novembro de 2026')
    expect(within(updated).getByText('29 de novembro de 2026')).toHaveAttribute('datetime', privacyPolicy.lastUpdated)
  })
})

describe('formatDatePtBr', () => {
  it('writes the date the Brazilian way, whatever the machine time zone', () => {
    expect(formatDatePtBr('2026-11-23')).toBe('23 de novembro de 2026')
    expect(formatDatePtBr('2026-01-01')).toBe('1 de janeiro de 2026')
  })
})

describe('SiteFooter', () => {
  it('has the mailto, the WhatsApp number, the current year and the five service anchors', () => {
    renderWithProviders(<SiteFooter />)
    expect(screen.getByRole('link', { name: contact.email })).toHaveAttribute('href', `mailto:${contact.email}`)
    const phone = screen.getByRole('link', { name: contact.phoneDisplay })
    expect(phone).toHaveAttribute('target', '_blank')
    expect(phone).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} Excellis`))).toBeInTheDocument()
    const services = screen.getByRole('navigation', { name: 'Serviços' })
    expect(
      within(services)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/servicos#trafego-pago', '/servicos#estrategia', '/servicos#sites', '/servicos#ecommerce', '/servicos#automacoes'])
  })
})

describe('SiteHeader mobile menu', () => {
  it('opens, keeps focus inside, and closes on Escape and on a link', async () => {
    const user = userEvent.setup()
    renderWithProviders(<SiteHeader />)
    const toggle = screen.getByRole('button', { name: 'Abrir menu' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(screen.getByRole('button', { name: 'Fechar menu' })).toHaveAttribute('aria-expanded', 'true')
    const menu = screen.getByRole('navigation', { name: 'Menu' })
    expect(within(menu).getAllByRole('link')).toHaveLength(7)
    expect(document.activeElement).toBe(within(menu).getAllByRole('link')[0])
    await user.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(document.activeElement).toBe(toggle)
    await user.click(toggle)
    await user.click(within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'Sobre' }))
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  it('is a modal dialog while open, with the page behind it inert, and a plain header again once closed', async () => {
    const user = userEvent.setup()
    renderWithProviders(
      <>
        <SiteHeader />
        <main>
          <a href="/sobre">Conteúdo da página</a>
        </main>
        <footer>Rodapé</footer>
      </>,
    )
    const main = screen.getByRole('main')
    expect(screen.queryByRole('dialog')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Abrir menu' }))
    const dialog = screen.getByRole('dialog', { name: 'Menu do site' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    // The dialog holds the close button and the overlay's links; everything else is out of reach.
    expect(within(dialog).getByRole('button', { name: 'Fechar menu' })).toBeInTheDocument()
    expect(within(dialog).getByRole('navigation', { name: 'Menu' })).toBeInTheDocument()
    expect(main).toHaveAttribute('inert')
    expect(screen.getByText('Rodapé')).toHaveAttribute('inert')
    expect(dialog.closest('[inert]')).toBeNull()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(main).not.toHaveAttribute('inert')
    expect(screen.getByText('Rodapé')).not.toHaveAttribute('inert')
  })
})
