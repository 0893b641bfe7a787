import { Breadcrumb, Link, Stack } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router-dom'

/** Breadcrumbs `Início / Briefings / <title>` and the back link every briefing shows. */
export function BriefingNav({ title }: { title: string }) {
  return (
    <Stack gap={3} mb={6}>
      <Breadcrumb.Root aria-label="Você está em">
        <Breadcrumb.List>
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <RouterLink to="/">Início</RouterLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <RouterLink to="/briefings">Briefings</RouterLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink>{title}</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>
      <Link asChild color="orange.600" fontWeight="medium" width="fit-content">
        <RouterLink to="/briefings">
          <span aria-hidden="true">← </span>Voltar aos briefings
        </RouterLink>
      </Link>
    </Stack>
  )
}
