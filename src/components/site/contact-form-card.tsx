import { Box, Center, Heading, Spinner, Text } from '@chakra-ui/react'
import { useEffect, useRef, useState } from 'react'
import { layoutTexts } from '../../content/navigation.ts'
import { getFormHead } from '../../forms/form-index.ts'
import { EmbeddedForm } from '../../forms/lazy-forms.tsx'

// The form engine is ~100 KB gzip: a page that merely ends with a form must not pay for it at first paint.
// `reserve`: the height the placeholders keep, ≈ the rendered form, so the page below does not move when it appears.
// Only theirs: a box's min-height outlived the form and left white room under the shorter confirmation (issue 43).
function DeferredForm({ id, reserve }: { id: string; reserve: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)

  useEffect(() => {
    const el = ref.current
    if (!el || near) return
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '600px 0px',
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [near])

  return (
    <Box ref={ref}>
      {near ? (
        <EmbeddedForm id={id} reserve={reserve} />
      ) : (
        <Center py={20} minH={reserve} role="status">
          {/* A still spinner under reduced motion: nothing on the site moves for those visitors. */}
          <Spinner size="lg" color="orange.500" aria-hidden="true" _motionReduce={{ animation: 'none' }} />
          <Text srOnly>{layoutTexts.formLoading}</Text>
        </Center>
      )}
    </Box>
  )
}

export function ContactFormCard() {
  const form = getFormHead('contact')
  return (
    <Box
      data-testid="contact-card"
      bg="white"
      color="gray.900"
      rounded="2xl"
      boxShadow="xl"
      p={{ base: 5, md: 8 }}
      borderWidth="1px"
      borderColor="gray.200"
    >
      <Heading as="h2" size="xl" mb={2}>
        {form.title}
      </Heading>
      {form.intro && (
        <Text color="gray.600" mb={6}>
          {form.intro}
        </Text>
      )}
      <DeferredForm id="contact" reserve="560px" />
    </Box>
  )
}
