// React Email's components one package each, as the order mails take them (mail/orderMail/OrderMail.tsx).
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Text } from '@react-email/text';
import { render } from '@react-email/render';
import type { OfferMailView } from './offerMailTexts.ts';

// Inline styles only: mail programs drop style sheets. The shop's ink, muted grey and accent (DESIGN.md).
const ink = '#111418';
const muted = '#5b6470';
const accent = '#ff5a1f';
const body = { backgroundColor: '#f4f5f7', fontFamily: 'Arial, Helvetica, sans-serif', color: ink, margin: 0, padding: '24px 0' };
const card = { backgroundColor: '#ffffff', maxWidth: '640px', padding: '32px', borderRadius: '8px' };
const text = { fontSize: '15px', lineHeight: '22px', margin: '0 0 12px' };
const cell = { padding: '8px 4px', borderBottom: '1px solid #e3e6ea', fontSize: '14px' };

/** An offer's mail as HTML: the same content as its text part. */
function OfferMail({ view, language }: { view: OfferMailView; language: string }) {
  return (
    <Html lang={language}>
      <Head />
      <Preview>{view.intro}</Preview>
      <Body style={body}>
        <Container style={card}>
          <Text style={{ fontSize: '13px', margin: 0, color: accent, fontWeight: 'bold' }}>Inercise</Text>
          <Heading as="h1" style={{ fontSize: '24px', margin: '8px 0 16px' }}>
            {view.heading}
          </Heading>
          <Text style={text}>{view.intro}</Text>
          <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ borderCollapse: 'collapse', margin: '8px 0 16px' }}>
            <tbody>
              {view.amounts.map((amount) => (
                <tr key={amount.label}>
                  <td style={{ ...cell, fontWeight: amount.strong ? 'bold' : 'normal' }}>{amount.label}</td>
                  <td style={{ ...cell, textAlign: 'right', whiteSpace: 'nowrap', fontWeight: amount.strong ? 'bold' : 'normal' }}>{amount.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Text style={text}>{view.validity}</Text>
          <Text style={text}>
            <Link href={view.action.href} style={{ display: 'inline-block', backgroundColor: accent, color: '#ffffff', padding: '12px 20px', borderRadius: '6px', fontWeight: 'bold', textDecoration: 'none' }}>
              {view.action.label}
            </Link>
          </Text>
          <Text style={{ ...text, marginTop: '12px', color: muted }}>{view.action.note}</Text>
          {view.transfer ? (
            <>
              <Heading as="h2" style={{ fontSize: '16px', margin: '24px 0 8px' }}>
                {view.transfer.title}
              </Heading>
              {view.transfer.lines.map((line) => (
                <Text key={line} style={{ ...text, margin: '0 0 4px' }}>
                  {line}
                </Text>
              ))}
            </>
          ) : null}
          <Text style={{ ...text, marginTop: '16px', color: muted }}>{view.documents}</Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The HTML part of an offer's mail. */
export const offerMailHtml = (view: OfferMailView, language: string): Promise<string> => render(<OfferMail view={view} language={language} />);
