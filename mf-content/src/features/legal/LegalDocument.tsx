import { Info } from 'lucide';
import { useTranslation } from '@inercise/shared/react-i18n';
import { Icon, useLanguage, useSeller } from '@inercise/shared';
import { fillSeller, namesSeller } from '@inercise/shared/legal';
import { SellerDetails } from '../../components/SellerDetails';
import type { LegalBlock, LegalDocumentText } from './legalDocument';
import ui from '../../components/ui.module.css';
import styles from './LegalDocument.module.css';

type Summary = { title: string; points: string[] };

/** Translated summaries of parts of the Polish text, in the page's language. */
function Summaries({ summaries, language }: { summaries: Summary[]; language: string }) {
  return summaries.map((summary, index) => (
    <section key={summary.title} className={styles.summary} lang={language} aria-labelledby={`legal-summary-${index}`}>
      <h2 id={`legal-summary-${index}`}>{summary.title}</h2>
      <ul>
        {summary.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </section>
  ));
}

/** The table of contents: a link to each section, titled in the page's language. */
function Contents({ sections }: { sections: LegalDocumentText['sections'] }) {
  const { t } = useTranslation('content');
  return (
    <nav className={styles.toc} aria-labelledby="legal-contents">
      <h2 id="legal-contents" className={styles.tocTitle}>
        {t('legal.contents')}
      </h2>
      <ol lang="pl">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * A static Polish legal text with its table of contents. Polish on every language version; the English
 * pages say so in a short note, and may add a translated summary of a part. Text only, never HTML. The seller's
 * details are filled in from GET /seller, and named above the text in the page's language (`party`: as whom); until
 * the seller is known (a page the server did not draw, before the API answers) what names it is left out.
 */
export function LegalDocument({
  document: text,
  summaries = [],
  party,
}: {
  document: LegalDocumentText;
  summaries?: Summary[];
  party: string;
}) {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const seller = useSeller();
  const filled = (block: string): string | null => (!namesSeller(block) ? block : seller ? fillSeller(block, seller) : null);
  const blocks = (section: { blocks: LegalBlock[] }): LegalBlock[] =>
    section.blocks.flatMap((block): LegalBlock[] => {
      if (typeof block !== 'string') return [{ list: block.list.flatMap((point) => filled(point) ?? []) }];
      const paragraph = filled(block);
      return paragraph === null ? [] : [paragraph];
    });
  return (
    <div className={`${ui.container} ${styles.page}`}>
      <div className={styles.head} lang="pl">
        <p className={ui.eyebrow}>Inercise</p>
        <h1 className={ui.title}>{text.title}</h1>
        <p className={styles.updated}>
          <span lang={language}>{t('legal.updated')}</span>: <time dateTime={text.updated}>{text.updated}</time>
        </p>
        {language === 'pl' ? null : (
          <p className={styles.note} lang={language}>
            <Icon icon={Info} size={18} /> {t('legal.polishOnly')}
          </p>
        )}
        {seller && (
          <section className={styles.party} lang={language} aria-labelledby="legal-party">
            <h2 id="legal-party">{party}</h2>
            <SellerDetails seller={seller} />
          </section>
        )}
        {/* What the binding text says that a shopper most needs, in the page's language (the Polish page has it all). */}
        {language === 'pl' ? null : <Summaries summaries={summaries} language={language} />}
      </div>
      <div className={styles.layout}>
        <Contents sections={text.sections} />
        <div className={styles.text} lang="pl">
          <p className={styles.intro}>{text.intro}</p>
          {text.sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className={styles.section}>
              <h2 id={`${section.id}-title`}>
                <span className={styles.number}>§ {index + 1}.</span> {section.title}
              </h2>
              {blocks(section).map((block, blockIndex) =>
                typeof block === 'string' ? (
                  <p key={blockIndex}>{block}</p>
                ) : (
                  <ol key={blockIndex} className={styles.points}>
                    {block.list.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </ol>
                ),
              )}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
