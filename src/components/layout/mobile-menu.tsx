import { Box, Stack } from '@chakra-ui/react'
import { layoutTexts, mainNav } from '../../content/navigation.ts'
import { whatsappMessages, whatsappUrl } from '../../content/whatsapp.ts'
import { WhatsAppButton } from '../site/action-buttons.tsx'
import { brand, headerHeight } from '../../lib/brand.ts'
import { NavLinks } from './nav-links.tsx'

export const MOBILE_MENU_ID = 'menu-movel'

export function MobileMenu({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  return (
    <Box
      id={MOBILE_MENU_ID}
      data-open={open}
      display={{ base: open ? 'block' : 'none', lg: 'none' }}
      position="fixed"
      insetX={0}
      bottom={0}
      top={headerHeight}
      bg={brand.ink}
      overflowY="auto"
      overscrollBehavior="contain"
      px={6}
      py={8}
    >
      <Stack gap={8}>
        <NavLinks items={mainNav} label={layoutTexts.mobileNavLabel} fontSize="2xl" gap={5} onNavigate={onNavigate} />
        <WhatsAppButton
          href={whatsappUrl(whatsappMessages.greeting)}
          label={layoutTexts.whatsappButton}
          aria-label={layoutTexts.whatsappAria}
          onClick={onNavigate}
        />
      </Stack>
    </Box>
  )
}
