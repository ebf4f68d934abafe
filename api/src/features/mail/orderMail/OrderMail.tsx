// React Email's components one package each: the bundle of all of them loads Tailwind and a code highlighter,
// seconds at start for nothing an order mail uses.
import { Body } from '@react-email/body';
import { Column } from '@react-email/column';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { render } from '@react-email/render';
import type { OrderMailView } from './orderMailView.ts';

// Inline styles only: mail programs drop style sheets. The shop's ink, muted grey and accent (docs: DESIGN.md).
const ink = '#111418';
const muted = '#5b6470';
const accent = '#ff5a1f';
const body = { backgroundColor: '#f4f5f7', fontFamily: 'Arial, Helvetica, sans-serif', color: ink, margin: 0, padding: '24px 0' };
const card = { backgroundColor: '#ffffff', maxWidth: '640px', padding: '32px', borderRadius: '8px' };
const small = { fontSize: '13px', lineHeight: '20px', color: muted, margin: '0' };
const text = { fontSize: '15px', lineHeight: '22px', margin: '0 0 12px' };
const cell = { padding: '8px 4px', borderBottom: '1px solid #e3e6ea', fontSize: '14px', verticalAlign: 'top' as const };
const number = { ...cell, textAlign: 'right' as const, whiteSpace: 'nowrap' as const };
const head = { ...cell, color: muted, fontSize: '12px', textTransform: 'uppercase' as const };
const subheading = { fontSize: '16px', margin: '24px 0 8px' };

/** An order's mail as HTML (React Email): the same content as its text part, laid out for mail programs. */
function OrderMail({ view, language }: { view: OrderMailView; language: string }) {
  return (
    <Html lang={language}>
      <Head />
      <Preview>{view.intro}</Preview>
      <Body style={body}>
        <Container style={card}>
          <Text style={{ ...small, color: accent, fontWeight: 'bold' }}>Inercise</Text>
          <Heading as="h1" style={{ fontSize: '24px', margin: '8px 0 16px' }}>
            {view.heading}
          </Heading>
          <Text style={text}>{view.intro}</Text>
          {view.pay ? (
            <Text style={text}>
              {view.pay.text}{' '}
              <Link href={view.pay.href} style={{ color: accent, fontWeight: 'bold' }}>
                {view.pay.label}
              </Link>
            </Text>
          ) : null}
          {view.facts.map((fact) => (
            <Text key={fact.label} style={{ ...text, margin: '0 0 4px' }}>
              <strong>{fact.label}:</strong> {fact.value}
            </Text>
          ))}
          <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ borderCollapse: 'collapse', marginTop: '16px' }}>
            <thead>
              <tr>
                <th align="left" style={head}>{view.columns.product}</th>
                <th align="right" style={head}>{view.columns.quantity}</th>
                <th align="right" style={head}>{view.columns.unitPrice}</th>
                <th align="right" style={head}>{view.columns.lineTotal}</th>
              </tr>
            </thead>
            <tbody>
              {view.lines.map((line, index) => (
                <tr key={index}>
                  <td style={cell}>
                    <strong>{line.name}</strong>
                    {line.options.map((option) => (
                      <div key={option} style={{ color: muted, fontSize: '13px' }}>
                        {option}
                      </div>
                    ))}
                  </td>
                  <td style={number}>{line.quantity}</td>
                  <td style={number}>{line.unitPrice}</td>
                  <td style={number}>{line.lineTotal}</td>
                </tr>
              ))}
              {view.sums.map((sum) => (
                <tr key={sum.label}>
                  <td colSpan={3} style={{ ...number, fontWeight: sum.strong ? 'bold' : 'normal' }}>{sum.label}</td>
                  <td style={{ ...number, fontWeight: sum.strong ? 'bold' : 'normal' }}>{sum.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {view.vat.map((line) => (
            <Text key={line} style={{ ...small, textAlign: 'right' }}>
              {line}
            </Text>
          ))}
          <Heading as="h2" style={subheading}>
            {view.delivery.title}
          </Heading>
          <Text style={{ ...text, margin: '0 0 4px' }}>{view.delivery.method}</Text>
          {/* Courses alone are not dispatched: no dispatch line. */}
          {view.delivery.dispatch ? <Text style={text}>{view.delivery.dispatch}</Text> : null}
          <Section>
            <Row>
              {view.addresses.map((address) => (
                <Column key={address.title} style={{ verticalAlign: 'top', width: '50%', paddingRight: '12px' }}>
                  <Heading as="h2" style={subheading}>
                    {address.title}
                  </Heading>
                  {address.lines.map((line, index) => (
                    <Text key={index} style={{ ...text, margin: '0' }}>
                      {line}
                    </Text>
                  ))}
                </Column>
              ))}
            </Row>
          </Section>
          <Heading as="h2" style={subheading}>
            {view.documents.title}
          </Heading>
          {view.documents.links.map((link) => (
            <Text key={link.href} style={{ ...text, margin: '0 0 4px' }}>
              <Link href={link.href} style={{ color: accent }}>
                {link.label}
              </Link>
            </Text>
          ))}
          {view.documents.notes.map((note) => (
            <Text key={note} style={{ ...text, marginTop: '12px' }}>
              {note}
            </Text>
          ))}
          <Hr style={{ borderColor: '#e3e6ea', margin: '24px 0 16px' }} />
          <Text style={{ ...small, fontWeight: 'bold' }}>{view.seller.title}</Text>
          {view.seller.lines.map((line, index) => (
            <Text key={index} style={small}>
              {line}
            </Text>
          ))}
        </Container>
      </Body>
    </Html>
  );
}

/** The HTML part of an order's mail. */
export const orderMailHtml = (view: OrderMailView, language: string): Promise<string> => render(<OrderMail view={view} language={language} />);
