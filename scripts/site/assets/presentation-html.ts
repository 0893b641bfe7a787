import { escapeHtml } from '#form-core'
import { company, pillars } from '../../../src/content/company.ts'
import { contact } from '../../../src/content/contact.ts'
import { services } from '../../../src/content/services.ts'
import { testimonials } from '../../../src/content/testimonials.ts'
import { palette as p } from './drawings.ts'

const css = `
@page { size: A4 landscape; margin: 0 }
* { box-sizing: border-box; margin: 0 }
body { font-family: 'Liberation Sans', Helvetica, Arial, sans-serif; color: ${p.ink} }
.page { width: 297mm; height: 210mm; padding: 16mm 18mm; page-break-after: always; position: relative; overflow: hidden }
.dark { background: ${p.ink}; color: #fff }
.glow { position: absolute; width: 160mm; height: 160mm; border-radius: 50%; background: radial-gradient(circle, rgba(234,88,12,.45), transparent 65%); right: -50mm; top: -60mm }
.logo { font-size: 30pt; font-weight: 800 } .logo span { color: ${p.accent} }
h1 { font-size: 44pt; line-height: 1.05; margin: 28mm 0 8mm; max-width: 190mm }
.lead { font-size: 15pt; color: #d1d5db; max-width: 170mm; line-height: 1.5 }
.facts { display: flex; gap: 10mm; margin-top: 16mm } .fact b { display: block; font-size: 24pt; color: #fb923c } .fact { font-size: 11pt; color: #d1d5db; border-left: 2px solid #fb923c; padding-left: 4mm }
.pillars { display: grid; grid-template-columns: repeat(3, 1fr); gap: 6mm; position: absolute; left: 18mm; right: 18mm; bottom: 16mm }
.pillar { background: #16161d; border: 1px solid #2a2a33; border-radius: 4mm; padding: 5mm; font-size: 10.5pt; line-height: 1.45; color: #d1d5db } .pillar b { color: #fff; display: block; font-size: 13pt; margin-bottom: 2mm }
h2 { font-size: 22pt; margin-bottom: 6mm } h2 span { color: ${p.accent} }
.services { display: grid; grid-template-columns: repeat(5, 1fr); gap: 4mm }
.service { border: 1px solid #e5e7eb; border-radius: 4mm; padding: 4mm; font-size: 9pt; line-height: 1.4 } .service b { display: block; font-size: 11.5pt; margin-bottom: 1mm } .service i { color: ${p.accent}; font-style: normal; font-weight: 700; display: block; margin-bottom: 2mm }
.service ul { padding-left: 4mm; margin-top: 2mm; color: #374151 }
.bottom { display: grid; grid-template-columns: 3fr 2fr; gap: 8mm; margin-top: 8mm }
blockquote { font-size: 10pt; line-height: 1.45; border-left: 3px solid ${p.accent}; padding-left: 4mm; margin-bottom: 4mm; color: #1f2937 } blockquote small { display: block; color: #4b5563; margin-top: 1mm }
.contact { background: ${p.ink}; color: #fff; border-radius: 4mm; padding: 6mm; font-size: 10.5pt; line-height: 1.7 } .contact b { font-size: 14pt; display: block; margin-bottom: 2mm } .contact em { color: #fb923c; font-style: normal }
`

/** A two-page presentation built from the same content modules as the site, so the two never disagree. */
export function presentationHtml(): string {
  const cover = `<section class="page dark"><div class="glow"></div>
  <div class="logo">${company.name}<span>.</span></div>
  <h1>${escapeHtml(company.tagline)}</h1>
  <p class="lead">${escapeHtml(company.footerTagline)} Estratégia, tráfego pago, sites, e-commerce e automações com foco em resultado mensurável.</p>
  <div class="facts"><div class="fact"><b>${company.foundedYear}</b>ano de fundação</div><div class="fact"><b>${escapeHtml(company.experience)}</b>de experiência</div><div class="fact"><b>${escapeHtml(company.responseTime)}</b>para a sua proposta</div></div>
  <div class="pillars">${pillars.map((x) => `<div class="pillar"><b>${escapeHtml(x.title)}</b>${escapeHtml(x.description)}</div>`).join('')}</div></section>`
  const body = `<section class="page">
  <h2>Nossos <span>serviços</span></h2>
  <div class="services">${services
    .map(
      (s) =>
        `<div class="service"><b>${escapeHtml(s.title)}</b><i>${escapeHtml(s.subtitle)}</i><ul>${s.features.map((f) => `<li>${escapeHtml(f.title)}</li>`).join('')}</ul></div>`,
    )
    .join('')}</div>
  <div class="bottom"><div>${testimonials
    .map(
      (t) =>
        `<blockquote>“${escapeHtml(t.quote)}”<small>${escapeHtml(t.author)}, ${escapeHtml(t.position)} — ${escapeHtml(t.company)}</small></blockquote>`,
    )
    .join('')}</div>
  <div class="contact"><b>Vamos conversar?</b>Proposta personalizada em até <em>${escapeHtml(company.responseTime)}</em> após o briefing.<br>WhatsApp: ${escapeHtml(contact.phoneDisplay)}<br>E-mail: ${escapeHtml(contact.email)}<br>${escapeHtml(contact.address)}<br>${escapeHtml(contact.siteUrl.replace('https://', ''))}</div></div></section>`
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${company.name} — Apresentação</title><style>${css}</style></head><body>${cover}${body}</body></html>`
}

export function ogHtml(): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  body { margin: 0; width: 1200px; height: 630px; background: ${p.ink}; color: #fff; font-family: 'Liberation Sans', Arial, sans-serif; position: relative; overflow: hidden }
  .glow { position: absolute; width: 900px; height: 900px; border-radius: 50%; background: radial-gradient(circle, rgba(234,88,12,.5), transparent 65%); right: -300px; top: -380px }
  .box { position: absolute; left: 80px; top: 110px; right: 80px }
  .logo { font-size: 44px; font-weight: 800 } .logo span { color: ${p.accent} }
  h1 { font-size: 76px; line-height: 1.05; margin: 60px 0 28px } p { font-size: 30px; color: #d1d5db; margin: 0 }
  </style></head><body><div class="glow"></div><div class="box"><div class="logo">${company.name}<span>.</span></div><h1>${escapeHtml(company.tagline)}</h1><p>${escapeHtml(company.footerTagline)}</p></div></body></html>`
}
