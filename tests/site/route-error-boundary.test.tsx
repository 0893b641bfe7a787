import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense, use } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RouteErrorBoundary, loadFailure } from '../../src/lib/ui/route-error-boundary.tsx'
import { lazyWithRetry } from '../../src/lib/lazy-with-retry.tsx'
import { retryableImport } from '../../src/lib/lazy-with-retry.tsx'
import { renderWithProviders } from '../helpers/render-with-providers.tsx'

/** A chunk download that fails `failures` times, then arrives; counts the attempts. */
function flakyChunk<T>(failures: number, value: T) {
  let calls = 0
  const load = vi.fn(async () => {
    calls += 1
    if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module')
    return value
  })
  return load
}

afterEach(() => vi.restoreAllMocks())

describe('a route whose chunk fails to download', () => {
  it('shows a Portuguese message, and "Tentar novamente" really downloads the chunk again (React.lazy alone never would)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const load = flakyChunk(1, { default: () => <p>Página carregada</p> })
    const Page = lazyWithRetry(load)
    renderWithProviders(
      <RouteErrorBoundary>
        <Suspense fallback={<p>carregando</p>}>
          <Page />
        </Suspense>
      </RouteErrorBoundary>,
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(loadFailure.title)
    expect(screen.getByRole('alert')).toHaveTextContent(loadFailure.message)
    await userEvent.click(screen.getByRole('button', { name: loadFailure.retry }))
    expect(await screen.findByText('Página carregada')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it("retries a module loaded with use() (a form's schema and validator chunk) the same way", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const load = retryableImport(flakyChunk(1, 'o formulário'))
    const Form = () => <p>{use(load())}</p>
    renderWithProviders(
      <RouteErrorBoundary>
        <Suspense fallback={<p>carregando</p>}>
          <Form />
        </Suspense>
      </RouteErrorBoundary>,
    )
    const retry = await screen.findByRole('button', { name: loadFailure.retry })
    // Awaited act: the retry suspends on the new download, which React only follows inside an awaited act scope.
    await act(() => userEvent.click(retry))
    expect(await screen.findByText('o formulário')).toBeInTheDocument()
  })

  it('hands out the same promise while it is pending or loaded: use() and lazy() must see one promise', async () => {
    const load = retryableImport(async () => 1)
    expect(load()).toBe(load())
    await load()
    expect(load()).toBe(load())
  })
})
