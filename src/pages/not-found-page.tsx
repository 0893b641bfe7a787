import { Box, Heading, Link, Text } from '@chakra-ui/react'
import { useEffect } from 'react'
import { Link as RouterLink, useLocation } from 'react-router-dom'
import { brand } from '../lib/brand.ts'
import { notFound } from '../content/fallback-pages.ts'

export default function NotFoundPage() {
  const { pathname } = useLocation()
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])
  return (
    <Box py={{ base: 20, md: 28 }} px={4} textAlign="center">
      <title>{notFound.title}</title>
      <meta name="description" content={notFound.description} />
      <meta name="robots" content="noindex" />
      <Heading as="h1" size="7xl" mb={4} color={brand.accent}>
        {notFound.code}
      </Heading>
      <Text fontSize="xl" mb={6}>
        {notFound.message}
      </Text>
      <Link asChild color={brand.accent} fontWeight="semibold" textDecoration="underline">
        <RouterLink to="/">{notFound.homeLink}</RouterLink>
      </Link>
    </Box>
  )
}
