import { LANG } from '../content';
import { N } from '../model';
import { at, type Facts, type Rule } from './types';

/** Checkpoint 11: the natural language of every text can be determined, and is a language code. */

const FIX =
  'Set the document language. Word: Review > Language (and File > Options > Language). InDesign: the Character panel\'s language, and the export\'s language. Web page: the lang attribute of <html>, then print again. Acrobat: File > Properties > Advanced > Language. Use codes such as "en-US" for any passage in another language.';

/** Texts whose language cannot be determined: content, descriptions, annotations, bookmarks, the title. */
function unlabelled(f: Facts): { count: number; pages: number[] } {
  if (f.hasCatalogLang) return { count: 0, pages: [] };
  let n = f.content.unlabelled.count;
  const pages = [...f.content.unlabelled.pages];
  for (const e of f.structure.elements) {
    const described = ['Alt', 'ActualText', 'E'].some((k) => f.textOf(e.dict.get(N(k))) !== null);
    if (described && !e.inheritedLang) {
      n++;
      const p = f.pageOf(e);
      if (p) pages.push(p);
    }
  }
  for (const a of f.annotations) {
    if (a.unseen || ['Popup', 'PrinterMark', 'Widget'].includes(a.subtype ?? '')) continue;
    if (a.contents && !a.el?.inheritedLang) {
      n++;
      pages.push(a.page);
    }
  }
  if (f.dictOf(f.catalog.get(N('Outlines')))?.get(N('First'))) n++;
  if (f.meta.dcTitle && !/xml:lang\s*=\s*["'](?!x-default)[^"']+["']/.test(f.meta.xmp)) n++;
  return { count: n, pages };
}

export const languageRules: Rule[] = [
  {
    id: '11-001',
    checkpoint: '11',
    clause: '7.2',
    group: 'language',
    title: 'Language codes are valid',
    fix: FIX,
    check: (f) => {
      const bad = [f.catalogLang, ...f.structure.elements.map((e) => e.lang), ...f.content.badTags].filter(
        (l): l is string => l !== null && !LANG.test(l.trim()),
      );
      return bad.length > 0 ? [at(`"${bad[0]}" is not a language code (such as "en-US").`)] : [];
    },
  },
  {
    id: '11-001 … 11-006',
    checkpoint: '11',
    clause: '7.2',
    group: 'language',
    title: 'The language of every text can be determined',
    fix: FIX,
    check: (f) => {
      if (f.hasCatalogLang) return [];
      const u = unlabelled(f);
      return u.count > 0 || f.structure.elements.length === 0
        ? [at('No document language: a screen reader may read it with the wrong voice.', u.pages)]
        : [];
    },
  },
];

export const languageSentence = (f: Facts) =>
  f.hasCatalogLang ? `Language: ${f.catalogLang}.` : 'Every tagged passage says its language.';
