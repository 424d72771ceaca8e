import { DataTable } from '@/components/common/DataTable';
import table from '@/components/ui/table.module.css';
import { isoToUsDate } from '@/lib/shared/dates';
import { accessibilityLabel, fileSizeLabel, fileTypeLabel } from '@/lib/shared/schemas/documents/rules';
import type { LibraryDocument } from '@/lib/shared/schemas/documents';

const COLUMNS = ['Title', 'Type', 'Size', 'Date', 'Tags'];

/**
 * Every document as a compact table: title link (through the ADA notice) with what is known of its accessibility,
 * type, size, date and tags.
 */
export function DocumentTable({ docs, caption }: { docs: readonly LibraryDocument[]; caption: string }) {
  return (
    <DataTable caption={caption} headers={COLUMNS}>
      {docs.map((d) => (
        <tr key={d.path}>
          <th scope="row">
            <a href={d.href}>{d.title}</a>
            {` (${accessibilityLabel(d.accessibility).label.toLowerCase()})`}
          </th>
          <td>{fileTypeLabel(d.contentType)}</td>
          <td className={table.nowrap}>{fileSizeLabel(d.size)}</td>
          <td>
            <time dateTime={d.lastModified}>{isoToUsDate(d.lastModified)}</time>
          </td>
          <td>{[d.tags.topic, d.tags.planCycle, d.tags.docType].filter(Boolean).join(' · ')}</td>
        </tr>
      ))}
    </DataTable>
  );
}
