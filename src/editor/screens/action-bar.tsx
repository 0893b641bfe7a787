import { Box, Button, HStack, Text } from '@chakra-ui/react'
import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react'
import { headerHeight } from '../../lib/brand.ts'
import { problemCount } from './problems-pane.tsx'
import { SEND_REASON } from './review-panel.tsx'

export interface BarStatus {
  kind: 'busy' | 'ok' | 'error' | 'idle'
  text: string
}

/**
 * What stays in view while the marketer scrolls: where the edits stand, the problem count (a tap shows them), undo
 * and redo, and the way out (Salvar under `npm run dev`, Enviar para revisão). On a phone it sits at the bottom of
 * the screen with the switch between the editor's parts (which counts the problems), on a desktop under the site's
 * header. An action that cannot run stays focusable and tappable (aria-disabled), so focus never drops to the page
 * after a save, and a tap says why in the bar's status (`onRefused`).
 */
export function ActionBar(props: {
  status: BarStatus
  problems: number
  checking: boolean
  canUndo: boolean
  canRedo: boolean
  canSave: boolean
  canSend: boolean
  dev: boolean
  /** The deployed site sends for review; `npm run dev` saves to disk only. */
  sendable: boolean
  onProblems(): void
  onUndo(): void
  onRedo(): void
  onSave(): void
  onSend(): void
  /** A tap on an action that cannot run: why, said in the status line. */
  onRefused(why: string): void
  /** A phone's switch between Editar, Pré-visualização and Problemas. */
  panes: ReactNode
}) {
  const {
    panes,
    status,
    problems,
    checking,
    canUndo,
    canRedo,
    canSave,
    canSend,
    dev,
    sendable,
    onProblems,
    onUndo,
    onRedo,
    onSave,
    onSend,
    onRefused,
  } = props
  const small = { size: { base: 'xs', md: 'sm' }, flexShrink: 0 } as const
  const region = useRef<HTMLDivElement>(null)
  useKeepClearBelow(region)
  return (
    <Box
      ref={region}
      role="region"
      aria-label="Ações do editor"
      position={{ base: 'fixed', xl: 'sticky' }}
      insetX={{ base: 0, xl: 'auto' }}
      bottom={{ base: 0, xl: 'auto' }}
      top={{ base: 'auto', xl: headerHeight.md }}
      // Under the site's open menu on a phone (the header and its menu are "sticky" too, and come first).
      zIndex={{ base: 'docked', xl: 'sticky' }}
      bg="white"
      borderTopWidth={{ base: '1px', xl: 0 }}
      borderBottomWidth={{ base: 0, xl: '1px' }}
      boxShadow={{ base: '0 -2px 8px rgba(0,0,0,0.08)', xl: 'none' }}
      px={{ base: 3, md: 6 }}
      py={2}
      pb={{ base: 'max(0.5rem, env(safe-area-inset-bottom))', xl: 2 }}
    >
      {panes}
      <HStack gap={2} wrap="wrap" justify="space-between">
        <Text
          role="status"
          fontSize={{ base: 'xs', md: 'sm' }}
          flex={{ base: '1 1 100%', xl: '1 1 14rem' }}
          minW={0}
          color={status.kind === 'error' ? 'red.700' : status.kind === 'ok' ? 'green.800' : 'gray.700'}
        >
          {status.text}
        </Text>
        <HStack gap={{ base: 1.5, md: 2 }} flexWrap="wrap" justify="end" ms="auto">
          <Button
            {...small}
            variant="outline"
            colorPalette={problems ? 'red' : 'green'}
            onClick={onProblems}
            display={{ base: 'none', xl: 'inline-flex' }}
          >
            {checking ? 'Verificando…' : problems ? problemCount(problems) : 'Nenhum problema'}
          </Button>
          <Button
            {...small}
            variant="outline"
            aria-disabled={!canUndo}
            onClick={() => (canUndo ? onUndo() : onRefused('Nada a desfazer.'))}
            aria-keyshortcuts="Control+Z"
          >
            Desfazer
          </Button>
          <Button
            {...small}
            variant="outline"
            aria-disabled={!canRedo}
            onClick={() => (canRedo ? onRedo() : onRefused('Nada a refazer.'))}
            aria-keyshortcuts="Control+Shift+Z"
          >
            Refazer
          </Button>
          {dev && (
            <Button
              {...small}
              colorPalette="orange"
              aria-disabled={!canSave}
              onClick={() => (canSave ? onSave() : onRefused('Nada mudou desde o último salvamento.'))}
              aria-keyshortcuts="Control+S"
            >
              Salvar
            </Button>
          )}
          {sendable && (
            <Button
              {...small}
              colorPalette="orange"
              variant={dev ? 'outline' : 'solid'}
              aria-disabled={!canSend}
              aria-describedby={canSend ? undefined : SEND_REASON}
              aria-keyshortcuts={dev ? undefined : 'Control+S'}
              aria-label="Enviar para revisão"
              onClick={onSend}
            >
              Enviar
              <Box as="span" display={{ base: 'none', md: 'inline' }} ms="-0.5ch">
                {' para revisão'}
              </Box>
            </Button>
          )}
        </HStack>
      </HStack>
    </Box>
  )
}

/**
 * While the bar is fixed at the bottom (a phone), the page's scroll padding is its height: a field reached with Tab,
 * focused or scrolled into view stops above the bar instead of under it.
 */
function useKeepClearBelow(region: RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    const bar = region.current
    if (!bar) return
    const root = document.documentElement
    const update = () => {
      const fixed = getComputedStyle(bar).position === 'fixed'
      root.style.scrollPaddingBottom = fixed ? `${Math.ceil(bar.getBoundingClientRect().height) + 8}px` : ''
    }
    const watch = new ResizeObserver(update)
    watch.observe(bar)
    update()
    return () => {
      watch.disconnect()
      root.style.scrollPaddingBottom = ''
    }
  }, [region])
}
