import { describe, expect, it } from 'vitest';
import { keyFigures } from './figures';
import { legalLinks, mainNav, serviceLinks, solutionLinks } from './navigation';
import { platformHref, platforms } from './solutions';
import { company } from '@/config/company';

describe('navigation', () => {
  it('puts the header links in the order of SPEC §2', () => {
    expect(mainNav.map((item) => item.href)).toEqual([
      '/',
      '/#services',
      '/#solutions',
      '/partenaires',
      '/about',
      '/blog',
      '/references',
      '/contact',
    ]);
  });

  it('gives the services dropdown the seven services and the solutions dropdown every solution', () => {
    const services = mainNav.find((item) => item.href === '/#services');
    const solutions = mainNav.find((item) => item.href === '/#solutions');
    expect(services?.children).toBe(serviceLinks);
    expect(serviceLinks.map((link) => link.label)).toEqual([
      'Climatisation',
      'Courant fort',
      'Courant faible',
      'Informatique',
      'Automatisme',
      'Énergie',
      'Domotique',
    ]);
    expect(solutions?.children).toBe(solutionLinks);
    expect(solutionLinks).toHaveLength(7);
  });

  it('sends loori, and only loori, to its external site', () => {
    const external = solutionLinks.filter((link) => link.external);
    expect(external).toEqual([expect.objectContaining({ label: 'loori', href: company.externalLinks.loori })]);
    expect(platforms.map(platformHref)).toEqual([
      '/solutions/irequest',
      '/solutions/ismart',
      company.externalLinks.loori,
    ]);
  });

  it('lists six legal links and derives the pole count from the service list', () => {
    expect(legalLinks).toHaveLength(6);
    expect(keyFigures.find((figure) => figure.label === 'Pôles d’activité')?.value).toBe('7');
  });
});
