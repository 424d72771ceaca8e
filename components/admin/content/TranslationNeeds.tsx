import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { contentEditPath, newTranslationPath } from '@/lib/shared/routes';
import { CONTENT_KINDS, type TranslationNeed } from '@/lib/shared/schemas/content';

/** The words and the link of one cell: translate it, bring it up to date, or open the published one. */
function Cell({ need }: { need: TranslationNeed }) {
  const href =
    need.recordId !== null
      ? contentEditPath('translation', need.recordId)
      : newTranslationPath(need.of, need.sourceKey, need.locale);
  const words =
    need.status === 'missing'
      ? need.recordId !== null
        ? 'Draft: finish and publish'
        : 'Translate'
      : need.status === 'outdated'
        ? 'English changed: update'
        : 'Published';
  return (
    <Link component={NextLink} href={href} aria-label={`${words}: ${need.title}, ${need.language}`}>
      {words}
    </Link>
  );
}

/**
 * Needs translation (issue 55 §7): each published update, meeting and announcement, with its state in each of
 * the site's languages. Records whose every translation is current are counted, not listed.
 */
export function TranslationNeeds({ needs }: { needs: TranslationNeed[] }) {
  const languages = [...new Map(needs.map((n) => [n.locale, n.language])).entries()];
  const records = [...new Map(needs.map((n) => [`${n.of}|${n.sourceKey}`, n])).values()];
  const cells = (r: TranslationNeed) => needs.filter((n) => n.of === r.of && n.sourceKey === r.sourceKey);
  const open = records.filter((r) => cells(r).some((n) => n.status !== 'current'));
  return (
    <section aria-labelledby="needs-translation">
      <Typography id="needs-translation" variant="h2" gutterBottom>
        Needs translation
      </Typography>
      <Typography sx={{ mb: 1 }}>
        {open.length} of {records.length} published updates, meetings and announcements are not yet in every
        language, or their English changed after they were translated. A visitor reading another language sees
        the English with a notice until a translation is published.
      </Typography>
      {open.length > 0 && (
        <TableContainer tabIndex={0} role="region" aria-label="Needs translation table">
          <Table size="small">
            <caption>Each English record and its translation in each language</caption>
            <TableHead>
              <TableRow>
                <TableCell scope="col">English</TableCell>
                {languages.map(([code, name]) => (
                  <TableCell key={code} scope="col">
                    {name}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {open.map((r) => (
                <TableRow key={`${r.of}|${r.sourceKey}`}>
                  <TableCell component="th" scope="row">
                    {r.title}{' '}
                    <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                      ({CONTENT_KINDS[r.of].label.toLowerCase()})
                    </Typography>
                  </TableCell>
                  {cells(r).map((n) => (
                    <TableCell key={n.locale}>
                      <Cell need={n} />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </section>
  );
}
