import { Box, Button, Container, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router-dom'
import { ExternalLink } from '../components/site/action-buttons.tsx'
import { Seo } from '../components/site/seo.tsx'
import { sitePages } from '../content/pages.ts'
import { getFormHead } from '../forms/form-index.ts'
import type { FormId } from '../forms/form-ids.ts'
import { whatsappMessages, whatsappUrl } from '../content/whatsapp.ts'

const nextSteps = [
  'Briefing recebido: suas respostas já estão com a nossa equipe.',
  'Análise: estudamos o seu negócio, o seu mercado e os seus objetivos.',
  'Proposta personalizada: você recebe uma proposta feita para o seu projeto.',
  'Reunião de alinhamento: conversamos para ajustar cada detalhe.',
]

const formLink = (id: FormId, text: string) => {
  const { route, title } = getFormHead(id)
  return { to: route ?? '/', title, text }
}

const crossSell = [
  { to: sitePages.audit.path, title: 'Auditoria de Ativos Digitais', text: 'Descubra a maturidade digital da sua empresa.' },
  formLink('diagnostic', 'O roteiro que usamos na primeira reunião.'),
  formLink('meeting', 'Escolha o melhor momento para conversarmos.'),
]

export default function BriefingThanksPage() {
  return (
    <Container maxW="4xl" py={{ base: 8, md: 14 }}>
      <Seo page={sitePages.briefingThanks} />
      <Stack gap={4} textAlign="center" mb={10}>
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
          Obrigado! Recebemos seu briefing.
        </Heading>
        <Text fontSize="lg" color="gray.600">
          Em até 24 horas você receberá uma proposta personalizada.
        </Text>
      </Stack>
      <Heading as="h2" size="lg" mb={4}>
        Próximos passos
      </Heading>
      <List.Root as="ol" gap={2} mb={10} ps={5}>
        {nextSteps.map((step) => (
          <List.Item key={step}>{step}</List.Item>
        ))}
      </List.Root>
      <Stack direction={{ base: 'column', sm: 'row' }} gap={3} mb={12}>
        <Button asChild colorPalette="green">
          <ExternalLink href={whatsappUrl(whatsappMessages.briefingSent)}>Falar no WhatsApp</ExternalLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/contato">Entrar em contato</RouterLink>
        </Button>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={4} mb={10}>
        {crossSell.map((item) => (
          <Box key={item.to} p={5} borderWidth="1px" rounded="xl">
            <Heading as="h3" size="md" mb={2}>
              {item.title}
            </Heading>
            <Text color="gray.600" mb={4}>
              {item.text}
            </Text>
            <Button asChild size="sm" variant="outline" colorPalette="orange">
              <RouterLink to={item.to}>Acessar</RouterLink>
            </Button>
          </Box>
        ))}
      </SimpleGrid>
      <Button asChild variant="ghost">
        <RouterLink to="/briefings">
          <span aria-hidden="true">← </span>Ver todos os briefings
        </RouterLink>
      </Button>
    </Container>
  )
}
