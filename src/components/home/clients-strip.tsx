import { Heading, Image, SimpleGrid } from '@chakra-ui/react'
import { clients } from '../../content/home.ts'
import { homePage } from '../../content/home.ts'
import { Reveal } from '../motion/reveal.tsx'
import { Section } from '../site/section.tsx'

export function ClientsStrip() {
  return (
    <Section py={{ base: 12, md: 16 }}>
      <Reveal delay={800}>
        <Heading as="h2" size="md" textAlign="center" color="gray.700" mb={8}>
          {homePage.clients.title}
        </Heading>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 3, lg: 6 }} gap={{ base: 6, md: 8 }} alignItems="center">
          {clients.map((client) => (
            <li key={client.name}>
              <Image
                src={client.logo.src}
                alt={client.logo.alt}
                htmlWidth={client.logo.width}
                htmlHeight={client.logo.height}
                loading="lazy"
                decoding="async"
                mx="auto"
                maxW="full"
                h="auto"
              />
            </li>
          ))}
        </SimpleGrid>
      </Reveal>
    </Section>
  )
}
