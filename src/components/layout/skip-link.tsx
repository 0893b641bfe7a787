import { Link } from '@chakra-ui/react'
import { layoutTexts } from '../../content/navigation.ts'
import { brand } from '../site/brand.ts'

export const MAIN_ID = 'conteudo'

export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_ID}`}
      position="fixed"
      top={2}
      left={2}
      zIndex="skipNav"
      px={4}
      py={2}
      rounded="md"
      bg={brand.accent}
      color="white"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'none' }}
    >
      {layoutTexts.skipLink}
    </Link>
  )
}
