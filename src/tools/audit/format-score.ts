import { roundToTenth } from './scoring.ts'

const oneDecimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

/**
 * A score as the agency writes it: one decimal, decimal comma ("7,5"). Rounded by `roundToTenth` first,
 * so the text always matches the band, which is chosen from that same rounded value.
 */
export const formatScore = (score: number): string => oneDecimal.format(roundToTenth(score))
