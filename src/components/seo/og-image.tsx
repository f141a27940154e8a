import { ImageResponse } from 'next/og';
import { company } from '@/config/company';
import { ogSize, type OgCard } from '@/content/og-cards';

/**
 * The card of a page family, drawn at build time: the logo, the family, its headline and the site's address.
 * Satori draws it with next/og's bundled font; nothing is fetched.
 */
export function ogImage({ family, headline }: OgCard) {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        color: '#fff',
        backgroundImage: 'linear-gradient(135deg, #071a38 0%, #0c2650 55%, #174596 100%)',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
        <svg width="88" height="88" viewBox="0 0 40 40">
          <rect width="40" height="40" rx="10" fill="#2f6fdb" />
          <path d="M9 29V11h4.2l6.8 9.6 6.8-9.6H31v18h-4.2V18.4L20 27.6l-6.8-9.2V29z" fill="#fff" />
          <circle cx="31.5" cy="31.5" r="3.5" fill="#f58a07" />
        </svg>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ fontSize: 40 }}>{company.name}</div>
          <div style={{ fontSize: 26, color: '#b6d2ff' }}>{company.tagline}</div>
        </div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        <div style={{ fontSize: 30, color: '#ffc27a', textTransform: 'uppercase', letterSpacing: 2 }}>{family}</div>
        <div style={{ fontSize: 60, lineHeight: 1.15, maxWidth: 1000 }}>{headline}</div>
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 26, color: '#d9e8ff' }}>
        <span>{company.phones.main.display}</span>
        <span>{company.emails.contact}</span>
      </div>
    </div>,
    ogSize,
  );
}
