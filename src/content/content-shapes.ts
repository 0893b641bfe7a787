import type { ServiceId } from '#form-core'
import type { FormId } from '../forms/form-ids.ts'

export type { ServiceId }

/** The site's icons by name: content names one, and src/components/icons/site-icon.tsx draws each (an icon name is data). */
export type IconName =
  | 'target'
  | 'compass'
  | 'monitor'
  | 'cart'
  | 'zap'
  | 'rocket'
  | 'eye'
  | 'gem'
  | 'award'
  | 'trending-up'
  | 'lightbulb'
  | 'shield'
  | 'users'
  | 'menu'
  | 'close'
  | 'whatsapp'
  | 'mail'
  | 'map-pin'
  | 'download'
  | 'calendar'
  | 'arrow-right'
  | 'check'
  | 'quote'

/** A picture shipped in src/public; width and height are the intrinsic size, so the browser reserves room. */
export interface ImageAsset {
  src: string
  alt: string
  width: number
  height: number
}

export interface LinkItem {
  to: string
  label: string
}

/** A link to a questionnaire by its id: its route comes from the form's own file (`x-form.route`). */
export interface FormLink {
  form: FormId
  label: string
}

export interface ServiceFeature {
  title: string
  description: string
}

export interface Service {
  id: ServiceId
  title: string
  subtitle: string
  description: string
  icon: IconName
  ctaText: string
  ctaLink: string
  features: ServiceFeature[]
  imagePosition: 'left' | 'right'
  image: ImageAsset
}

export interface ServiceCard {
  title: string
  description: string
  icon: IconName
  link: string
}

export interface Testimonial {
  quote: string
  author: string
  position: string
  company: string
}

export interface TeamMember {
  name: string
  position: string
  description: string
  image: ImageAsset
}

export interface ValueItem {
  title: string
  description: string
  icon: IconName
}

export interface ClientLogo {
  name: string
  logo: ImageAsset
}

export interface LegalSection {
  id: string
  title: string
  paragraphs: string[]
  items?: string[]
  /** Shown between the paragraphs and the items: content a page derives from elsewhere (the forms' data). */
  generated?: 'personal-data'
}

export interface LegalDocument {
  title: string
  intro: string
  /** ISO date (YYYY-MM-DD) of the last change to the text, not of the build. */
  lastUpdated: string
  sections: LegalSection[]
}
