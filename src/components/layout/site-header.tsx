import { Box, Container, HStack, IconButton } from '@chakra-ui/react'
import { useSyncExternalStore } from 'react'
import { layoutTexts, mainNav } from '../../content/navigation.ts'
import { whatsappMessages, whatsappUrl } from '../../content/whatsapp.ts'
import { SiteIcon } from '../icons/site-icon.tsx'
import { WhatsAppButton } from '../site/action-buttons.tsx'
import { brand, headerHeight } from '../../lib/brand.ts'
import { MOBILE_MENU_ID, MobileMenu } from './mobile-menu.tsx'
import { NavLinks } from './nav-links.tsx'
import { SiteLogo } from './site-logo.tsx'
import { useMobileMenu } from './use-mobile-menu.ts'

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true })
  return () => window.removeEventListener('scroll', onChange)
}

export function useScrolledPast(px: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > px,
    () => false,
  )
}

/** The spec's threshold: transparent at the top, dark and blurred once scrolled past 20 px. */
const SCROLL_THRESHOLD = 20

export function SiteHeader() {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD)
  const { open, toggle, close, trapRef, toggleRef } = useMobileMenu()
  return (
    <Box
      as="header"
      data-scrolled={scrolled}
      position="fixed"
      top={0}
      insetX={0}
      zIndex="sticky"
      h={headerHeight}
      color="white"
      bg={open ? brand.ink : scrolled ? 'rgba(10, 10, 15, 0.86)' : 'transparent'}
      // Never while the menu is open, nor transitioned: a filter makes the header the containing block of the fixed
      // overlay inside it, which then shrank to a 64 px strip (issue 25).
      backdropFilter={scrolled && !open ? 'blur(12px)' : 'none'}
      boxShadow={scrolled ? '0 1px 0 rgba(255, 255, 255, 0.08)' : 'none'}
      transition="background-color 0.25s, box-shadow 0.25s"
      _motionReduce={{ transition: 'none' }}
    >
      {/* Open, the bar (logo, close button) and the overlay form one modal dialog; closed, a plain header. */}
      <Box
        ref={trapRef}
        h="full"
        role={open ? 'dialog' : undefined}
        aria-modal={open ? true : undefined}
        aria-label={open ? layoutTexts.mobileMenuDialog : undefined}
      >
        <Container maxW="6xl" h="full" px={{ base: 4, md: 6 }}>
          <HStack h="full" justify="space-between" gap={6}>
            <SiteLogo onClick={close} />
            <NavLinks items={mainNav} label={layoutTexts.mainNavLabel} direction="row" gap={6} display={{ base: 'none', lg: 'flex' }} />
            <WhatsAppButton
              href={whatsappUrl(whatsappMessages.greeting)}
              label={layoutTexts.whatsappButton}
              aria-label={layoutTexts.whatsappAria}
              size="sm"
              display={{ base: 'none', lg: 'inline-flex' }}
            />
            <IconButton
              ref={toggleRef}
              aria-label={open ? layoutTexts.closeMenu : layoutTexts.openMenu}
              aria-expanded={open}
              aria-controls={MOBILE_MENU_ID}
              onClick={toggle}
              // 44 px: WCAG 2.2's target with a finger's margin (issue 33; md's 40 px was short of it).
              size="lg"
              display={{ base: 'inline-flex', lg: 'none' }}
              variant="ghost"
              color="white"
              // Also open (aria-expanded): the ghost variant's own expanded background is near white, under a white X.
              _hover={{ bg: 'whiteAlpha.200' }}
              _expanded={{ bg: 'whiteAlpha.200' }}
            >
              <SiteIcon name={open ? 'close' : 'menu'} boxSize={6} />
            </IconButton>
          </HStack>
        </Container>
        <MobileMenu open={open} onNavigate={close} />
      </Box>
    </Box>
  )
}
