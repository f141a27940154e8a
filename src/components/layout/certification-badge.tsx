import { certificationBadges } from '@/content/figures';
import { certificationText as text } from '@/content/layout';

type BadgeId = (typeof certificationBadges)[number]['id'];

/** Local SVG seals: no remote image, nothing to download. */
function BadgeArt({ id }: { id: BadgeId }) {
  if (id === 'iso-9001') {
    return (
      <>
        <circle cx="32" cy="32" r="30" fill="#0c2650" stroke="#f58a07" strokeWidth="3" />
        <circle cx="32" cy="32" r="23" fill="none" stroke="#84b3fb" strokeWidth="1.5" strokeDasharray="3 2" />
        <text x="32" y="30" textAnchor="middle" fontSize="11" fontWeight="800" fill="#fff" fontFamily="sans-serif">
          ISO
        </text>
        <text x="32" y="43" textAnchor="middle" fontSize="10" fontWeight="700" fill="#ffc27a" fontFamily="sans-serif">
          9001
        </text>
      </>
    );
  }
  return (
    <>
      <path d="M32 3 58 12v18c0 16-11 26-26 31C17 56 6 46 6 30V12z" fill="#0c2650" stroke="#f58a07" strokeWidth="3" />
      <path
        d="m21 31 7 7 15-15"
        fill="none"
        stroke="#ffc27a"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text x="32" y="52" textAnchor="middle" fontSize="7.5" fontWeight="800" fill="#fff" fontFamily="sans-serif">
        QUALIBAT
      </text>
    </>
  );
}

export function CertificationBadges() {
  return (
    <ul className="flex flex-wrap gap-4" aria-label={text.listLabel}>
      {certificationBadges.map((badge) => (
        <li key={badge.id} className="flex items-center gap-3">
          <svg viewBox="0 0 64 64" className="size-14 shrink-0" role="img" aria-label={text.badgeLabel(badge.title)}>
            <BadgeArt id={badge.id} />
          </svg>
          <span className="flex flex-col text-sm leading-tight">
            <span className="font-bold text-white">{badge.title}</span>
            <span className="text-brand-200">{badge.description}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
