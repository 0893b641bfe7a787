import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { DayInput, maskDay, parseDay } from '../../src/workspace/day-input.tsx'
import { renderWithProviders } from '../helpers/render-with-providers.tsx'

describe('a day typed as dd/mm/aaaa', () => {
  it('puts the slashes in as the next part starts', () => {
    expect(['1', '19', '191', '1911', '19112', '19112026', '19/11/2026x9'].map(maskDay)).toEqual([
      '1',
      '19',
      '19/1',
      '19/11',
      '19/11/2',
      '19/11/2026',
      '19/11/2026',
    ])
  })

  it('reads the usual spellings of a whole real day, and nothing else', () => {
    expect(['19/11/2026', '19112026', '2026-11-19', '19.11.2026', '9/1/2026'].map(parseDay)).toEqual([
      '2026-11-19',
      '2026-11-19',
      '2026-11-19',
      '2026-11-19',
      '2026-01-09',
    ])
    for (const text of ['19/11/2', '31/02/2026', '00/11/2026', '19/13/2026', '11/19/0002', '']) expect(parseDay(text), text).toBeUndefined()
  })
})

/** The box with its address: what onChange was called with, in order. */
function Harness({
  calls,
  initial,
  unapplied = [],
}: {
  calls: (string | undefined)[]
  initial?: string
  unapplied?: (string | undefined)[]
}) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <DayInput
        label="De"
        value={value}
        onChange={(day) => {
          calls.push(day)
          // The router's render lands a moment later, between two keys of a person typing.
          setTimeout(() => setValue(day), 5)
        }}
        onUnapplied={(text) => unapplied.push(text)}
      />
      <button type="button">depois</button>
    </>
  )
}

describe('the "De" box, key by key', () => {
  it('changes the address once, when the whole day is typed', async () => {
    const calls: (string | undefined)[] = []
    renderWithProviders(<Harness calls={calls} />)
    const box = screen.getByLabelText('De')
    await userEvent.type(box, '19112026')
    expect((box as HTMLInputElement).value).toBe('19/11/2026')
    expect(calls).toEqual(['2026-11-19'])
  })

  it('says in Portuguese that a day does not exist, and keeps the address', async () => {
    const calls: (string | undefined)[] = []
    renderWithProviders(<Harness calls={calls} />)
    const box = screen.getByLabelText('De')
    await userEvent.type(box, '31022026')
    expect(screen.getByText('Essa data não existe.')).toBeTruthy()
    expect(box, 'the box is invalid and points at the sentence').toHaveAccessibleErrorMessage('Essa data não existe.')
    expect(calls).toEqual([])
  })

  it('moves a day with the arrow keys, and empties the filter when the box is emptied', async () => {
    const calls: (string | undefined)[] = []
    renderWithProviders(<Harness calls={calls} initial="2026-11-30" />)
    const box = screen.getByLabelText('De')
    expect((box as HTMLInputElement).value).toBe('30/11/2026')
    await userEvent.type(box, '{ArrowUp}{ArrowUp}{ArrowDown}')
    expect(calls).toEqual(['2026-12-01', '2026-12-02', '2026-12-01'])
    await userEvent.clear(box)
    expect(calls, 'nothing changes while the box is being typed in').toHaveLength(3)
    await userEvent.tab()
    expect(calls.at(-1)).toBeUndefined()
  })

  it('keeps every key typed right after clearing a box that held a day (issue 44: "10112026" became "01/12/026")', async () => {
    const calls: (string | undefined)[] = []
    renderWithProviders(<Harness calls={calls} initial="2026-11-30" />)
    const box = screen.getByLabelText('De')
    await userEvent.clear(box)
    await userEvent.type(box, '10112026', { delay: 10 })
    expect((box as HTMLInputElement).value).toBe('10/11/2026')
    expect(calls).toEqual(['2026-11-10'])
  })

  it('says a part of a day is incomplete when the box is left, and drops its filter', async () => {
    const calls: (string | undefined)[] = []
    const unapplied: (string | undefined)[] = []
    renderWithProviders(<Harness calls={calls} initial="2026-11-30" unapplied={unapplied} />)
    const box = screen.getByLabelText('De')
    await userEvent.clear(box)
    await userEvent.type(box, '1011202')
    expect(screen.queryByText('Data incompleta: use dd/mm/aaaa.'), 'not while typing').toBeNull()
    await userEvent.tab()
    expect(await screen.findByText('Data incompleta: use dd/mm/aaaa.')).toBeTruthy()
    expect((box as HTMLInputElement).value).toBe('10/11/202')
    expect(calls).toEqual([undefined])
    expect(unapplied).toEqual(['10/11/202'])
  })

  it('takes a pasted ISO day as the day it is', async () => {
    const calls: (string | undefined)[] = []
    renderWithProviders(<Harness calls={calls} />)
    const box = screen.getByLabelText('De')
    await userEvent.click(box)
    await userEvent.paste('2026-11-19')
    expect((box as HTMLInputElement).value).toBe('19/11/2026')
    expect(calls).toEqual(['2026-11-19'])
  })
})
