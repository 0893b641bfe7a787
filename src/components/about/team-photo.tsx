import { Box, Image } from '@chakra-ui/react'
import { useEffect, useRef, useState } from 'react'
import type { TeamMember } from '../../content/content-shapes.ts'
import { brand } from '../../lib/brand.ts'

export function TeamPhoto({ member }: { member: TeamMember }) {
  const [failed, setFailed] = useState(false)
  const img = useRef<HTMLImageElement>(null)
  const { image } = member
  // On a prerendered page the picture may fail before React is listening: onError then never fires.
  useEffect(() => {
    const el = img.current
    if (el?.complete && el.naturalWidth === 0) setFailed(true)
  }, [])
  if (failed) {
    return (
      <Box
        role="img"
        aria-label={image.alt}
        data-testid="team-initial"
        aspectRatio="1"
        w="full"
        display="flex"
        alignItems="center"
        justifyContent="center"
        bg={brand.ink}
        color={brand.accentOnDark}
        fontSize="6xl"
        fontWeight="bold"
      >
        <span aria-hidden="true">{member.name.charAt(0)}</span>
      </Box>
    )
  }
  return (
    <Image
      ref={img}
      src={image.src}
      alt={image.alt}
      htmlWidth={image.width}
      htmlHeight={image.height}
      loading="lazy"
      decoding="async"
      w="full"
      h="auto"
      aspectRatio="1"
      objectFit="cover"
      onError={() => setFailed(true)}
    />
  )
}
