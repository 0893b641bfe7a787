import { Box } from '@chakra-ui/react'
import { layoutTexts } from '../../content/navigation.ts'
import { whatsappMessages, whatsappUrl } from '../../content/whatsapp.ts'
import { SiteIcon } from '../icons/site-icon.tsx'
import { brand } from '../../lib/brand.ts'
import { ExternalLink } from '../site/action-buttons.tsx'
import { useScrolledPast } from './site-header.tsx'

const SHOW_AFTER = 300

export function FloatingWhatsApp() {
  const visible = useScrolledPast(SHOW_AFTER)
  return (
    <Box
      position="fixed"
      right={{ base: 4, md: 6 }}
      bottom={{ base: 4, md: 6 }}
      zIndex="docked"
      data-visible={visible}
      opacity={visible ? 1 : 0}
      visibility={visible ? 'visible' : 'hidden'}
      transform={visible ? 'none' : 'translateY(12px)'}
      transition="opacity 0.25s, transform 0.25s, visibility 0.25s"
      _motionReduce={{ transition: 'none', transform: 'none' }}
      // Out of the way while the visitor fills a form: it would cover the end of a field or of the submit button.
      css={{ 'body:has(form :focus) &': { display: 'none' } }}
    >
      <ExternalLink
        href={whatsappUrl(whatsappMessages.greeting)}
        aria-label={layoutTexts.floatingWhatsappAria}
        display="flex"
        alignItems="center"
        justifyContent="center"
        boxSize="14"
        rounded="full"
        bg={brand.whatsapp}
        color="white"
        boxShadow="lg"
        _hover={{ bg: brand.whatsappHover }}
      >
        <SiteIcon name="whatsapp" boxSize={7} />
      </ExternalLink>
    </Box>
  )
}
