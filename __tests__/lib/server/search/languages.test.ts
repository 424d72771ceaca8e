/** @jest-environment node */
import { indexRecords } from '@/lib/server/search';
import { analysedText, analysisOf, fold, type Analysis } from '@/lib/server/search/languages';
import { findHits } from '@/lib/server/search/query';
import { makeSnippet } from '@/lib/server/search/snippet';
import { record } from '@/lib/server/search/searchRecord';

/** Each language other than English is read with its own stemming or word segmentation (issue 55 §7). */
const analysis = (locale: string): Analysis => {
  const a = analysisOf(locale);
  if (!a) throw new Error(`no analysis for ${locale}`);
  return a;
};

const page = (id: string, title: string, body: string) =>
  record({ id, source: 'web', type: 'Page', title, body, url: `/x/${id}` });

const ids = (locale: string, pages: ReturnType<typeof page>[], query: string, phrase = false) =>
  findHits(indexRecords(pages, Date.now(), analysis(locale)), query, phrase).map((h) => h.record.id);

describe('Spanish', () => {
  const pages = [
    page('comment', 'Cómo enviar un comentario', 'Puede enviar su comentario sobre el borrador del plan.'),
    page('year', 'El plan de este año', 'Lo que cambia cada año en el transporte público.'),
    page('other', 'Reuniones', 'Las reuniones de la Junta son abiertas.'),
  ];

  it('stems: "comentarios" finds "comentario", and a snippet marks the word as written', () => {
    expect(ids('es', pages, 'comentarios')).toEqual(['comment']);
    const [hit] = findHits(indexRecords(pages, Date.now(), analysis('es')), 'comentarios', false);
    const snippet = makeSnippet(hit!.record.body, hit!.terms, null, analysis('es').spans);
    expect(snippet.highlights.map(([a, b]) => snippet.text.slice(a, b))).toEqual(['comentario']);
  });

  it('keeps accents apart where they matter, but an unaccented query still finds accented text', () => {
    const withAno = [...pages, page('ano', 'Ano', 'Una palabra sin tilde: ano.')];
    // "año" is not "ano": the accented query finds only its own word.
    expect(ids('es', withAno, 'año')).toEqual(['year']);
    // Typed without the tilde, it finds both.
    expect(ids('es', withAno, 'ano').sort()).toEqual(['ano', 'year']);
    // "publico" finds "público"; "cómo" and "como" find the same title.
    expect(ids('es', pages, 'publico')).toEqual(['year']);
    expect(ids('es', pages, 'como enviar')).toEqual(['comment']);
  });

  it('leaves Spanish stop words out of the narrowing, and matches a whole phrase', () => {
    expect(ids('es', pages, 'el plan de transporte')).toEqual(['year']);
    expect(ids('es', pages, 'transporte público', true)).toEqual(['year']);
    expect(ids('es', pages, 'público transporte', true)).toEqual([]);
  });
});

describe('Chinese', () => {
  const pages = [
    page('plan', '弗吉尼亚州交通规划', '弗吉尼亚州的交通规划为全州提供长期指导，并说明各地区的需求。'),
    page('meeting', '公开会议', '委员会每月举行一次会议，欢迎公众参加。'),
  ];

  it('is cut into words, so a two-character word inside a sentence is found', () => {
    expect(analysedText(analysis('zh'), '全州提供长期指导').split(' ')).toContain('提供');
    expect(ids('zh', pages, '指导')).toEqual(['plan']);
    expect(ids('zh', pages, '会议')).toEqual(['meeting']);
    expect(ids('zh', pages, '交通规划')).toEqual(['plan']);
  });

  it('marks the Chinese word in the snippet', () => {
    const [hit] = findHits(indexRecords(pages, Date.now(), analysis('zh')), '需求', false);
    const snippet = makeSnippet(hit!.record.body, hit!.terms, null, analysis('zh').spans);
    expect(snippet.highlights.map(([a, b]) => snippet.text.slice(a, b))).toEqual(['需求']);
  });
});

describe('Korean', () => {
  const pages = [
    page('plan', '버지니아 교통 계획', '버지니아의 교통 계획을 소개합니다. 교통의 미래를 봅니다.'),
  ];

  it('is cut into words, and a particle at the end of a word does not hide it', () => {
    expect(analysedText(analysis('ko'), '교통의 계획을')).toBe('교통 계획');
    expect(ids('ko', pages, '계획')).toEqual(['plan']);
    expect(ids('ko', pages, '미래')).toEqual(['plan']);
  });
});

describe('Vietnamese', () => {
  const pages = [
    page('road', 'Đường sá Virginia', 'Kế hoạch giao thông cho các con đường của tiểu bang.'),
    page('sun', 'Dương lịch', 'Ngày tháng theo dương lịch.'),
  ];

  it('keeps its tone marks apart, and an unaccented query finds each word it could be', () => {
    expect(ids('vi', pages, 'đường')).toEqual(['road']);
    expect(ids('vi', pages, 'dương')).toEqual(['sun']);
    expect(ids('vi', pages, 'duong').sort()).toEqual(['road', 'sun']);
    expect(ids('vi', pages, 'giao thong')).toEqual(['road']);
    expect(fold('Đường')).toBe('Duong');
  });
});

describe('Arabic', () => {
  const pages = [page('plan', 'خطة النقل في فرجينيا', 'تقدم خطة النقل رؤية طويلة المدى للنقل في الولاية.')];

  it('keeps its letters (nothing is stripped to a–z), stems and ignores short-vowel marks', () => {
    expect(analysedText(analysis('ar'), 'النقل')).not.toBe('');
    expect(ids('ar', pages, 'النقل')).toEqual(['plan']);
    expect(ids('ar', pages, 'والنقل')).toEqual([]); // a different word to the stemmer, not a crash
    expect(ids('ar', pages, 'خُطَّة')).toEqual(['plan']);
  });
});

it('has no analysis for English, whose index stays as it is', () => {
  expect(analysisOf('en')).toBeNull();
  expect(analysisOf('__proto__')).toBeNull();
});
