import { Box, Button, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router-dom'
import { ExternalLink } from '../components/site/action-buttons.tsx'
import { ALL_BRIEFINGS_ANCHOR, BriefingGuide } from '../components/site/briefing-guide.tsx'
import { Seo } from '../components/site/seo.tsx'
import { sitePages } from '../content/pages.ts'
import { whatsappMessages, whatsappUrl } from '../content/whatsapp.ts'
import { FormCard } from '../forms/cards/form-card.tsx'
import { briefings } from '../forms/registry.ts'

const stats = [
  { value: `${briefings.length}+`, label: 'Briefings especializados' },
  { value: '24h', label: 'Resposta garantida' },
  { value: '100%', label: 'Personalizado' },
]

const steps = [
  { title: 'Identifique sua necessidade', text: 'Escolha o briefing que mais combina com o seu projeto.' },
  { title: 'Preencha os detalhes', text: 'Responda com calma: seu rascunho fica salvo neste navegador.' },
  { title: 'Receba sua proposta', text: 'Em até 24 horas você recebe uma proposta personalizada.' },
]

export default function BriefingsPage() {
  return (
    <Container maxW="6xl" py={{ base: 8, md: 14 }}>
      <Seo page={sitePages.briefings} />
      <Stack gap={4} textAlign="center" mb={10}>
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
          Escolha o briefing ideal para o seu projeto
        </Heading>
        <Text color="gray.600" fontSize="lg">
          Conte-nos sobre o seu negócio e receba uma proposta personalizada em até 24 horas.
        </Text>
      </Stack>
      <Box mb={12}>
        <BriefingGuide />
      </Box>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={4} mb={12} as="dl">
        {stats.map((s) => (
          <Box key={s.label} textAlign="center" p={5} rounded="xl" bg="orange.50">
            <Text as="dt" fontSize="3xl" fontWeight="bold" color="orange.600">
              {s.value}
            </Text>
            <Text as="dd">{s.label}</Text>
          </Box>
        ))}
      </SimpleGrid>
      <Heading as="h2" size="xl" mb={6}>
        Como funciona
      </Heading>
      <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap={4} mb={12} listStyleType="none">
        {steps.map((step, i) => (
          <Box as="li" key={step.title} p={5} borderWidth="1px" rounded="xl">
            <Text fontWeight="bold" color="orange.600">
              Passo {i + 1}
            </Text>
            <Heading as="h3" size="md" my={2}>
              {step.title}
            </Heading>
            <Text color="gray.600">{step.text}</Text>
          </Box>
        ))}
      </SimpleGrid>
      <Heading as="h2" size="xl" mb={6} id={ALL_BRIEFINGS_ANCHOR} scrollMarginTop={{ base: '80px', md: '88px' }}>
        Briefings disponíveis
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={5} mb={12}>
        {briefings.map((form) => (
          <FormCard key={form.id} form={form} />
        ))}
      </SimpleGrid>
      <Box p={{ base: 6, md: 8 }} rounded="2xl" bg="gray.900" color="white" textAlign="center">
        <Heading as="h2" size="lg" mb={2}>
          Não sabe qual escolher?
        </Heading>
        <Text mb={5} color="gray.300">
          Fale com a nossa equipe e indicamos o briefing certo para você.
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} justify="center" gap={3}>
          <Button asChild colorPalette="green">
            <ExternalLink href={whatsappUrl(whatsappMessages.briefingHelp)}>Falar no WhatsApp</ExternalLink>
          </Button>
          <Button asChild variant="outline" color="white">
            <RouterLink to="/contato">Entrar em contato</RouterLink>
          </Button>
        </Stack>
      </Box>
    </Container>
  )
}
