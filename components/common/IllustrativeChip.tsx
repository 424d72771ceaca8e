import { Chip } from '@/components/ui/Chip';

/** Labels a record that is illustrative rather than official (dark text on light amber: AA contrast). */
export function IllustrativeChip({ label = 'Illustrative record' }: { label?: string }) {
  return <Chip tone="warning">{label}</Chip>;
}
