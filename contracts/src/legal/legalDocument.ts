/** A block of a legal text: a paragraph, or a list of points. */
export type LegalBlock = string | { list: string[] };

interface LegalSection {
  /** The anchor of the table of contents. */
  id: string;
  title: string;
  blocks: LegalBlock[];
}

export interface LegalDocumentText {
  title: string;
  /** ISO date of the version in force. */
  updated: string;
  intro: string;
  sections: LegalSection[];
}
