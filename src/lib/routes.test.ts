import { describe, expect, it } from 'vitest';
import {
  allRoutes,
  legalRoutes,
  privateRoutes,
  publicRoutes,
  serviceRoutes,
  solutionRoutes,
  topLevelRoutes,
} from './routes';

describe('routes', () => {
  it('lists the 27 routes of SPEC §2, each once', () => {
    expect(allRoutes).toHaveLength(27);
    expect(new Set(allRoutes).size).toBe(allRoutes.length);
    expect(topLevelRoutes).toEqual([
      '/',
      '/about',
      '/blog',
      '/references',
      '/partenaires',
      '/contact',
      '/auth',
      '/admin',
    ]);
  });

  it('derives the service, solution and legal routes from the content lists', () => {
    expect(serviceRoutes).toEqual([
      '/services/climatisation',
      '/services/courant-fort',
      '/services/courant-faible',
      '/services/informatique',
      '/services/automatisme',
      '/services/energie',
      '/services/domotique',
    ]);
    expect(solutionRoutes).toEqual([
      '/solutions/irequest',
      '/solutions/ismart',
      '/solutions/maintenance-preventive',
      '/solutions/audit-energetique',
      '/solutions/consultation-technique',
      '/solutions/support-24-7',
    ]);
    expect(legalRoutes).toEqual([
      '/legal/mentions-legales',
      '/legal/politique-confidentialite',
      '/legal/conditions-generales',
      '/legal/politique-rgpd',
      '/legal/plan-du-site',
      '/legal/politique-cookies',
    ]);
  });

  it('keeps /auth and /admin out of the public routes', () => {
    expect(privateRoutes).toEqual(['/auth', '/admin']);
    expect(publicRoutes).toHaveLength(25);
    expect(publicRoutes).not.toContain('/admin');
  });
});
