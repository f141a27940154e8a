/**
 * SPEC's nine articles as a fresh install holds them (migration 0021 made them the first rows of `articles`): what the
 * end-to-end tests expect of the blog, newest first (the featured one, then the grid).
 */
export const specArticles = [
  { number: 1, slug: 'guide-complet-de-l-optimisation-energetique-en-entreprise', title: "Guide complet de l’optimisation énergétique en entreprise", category: 'energie', date: '2024-03-15', readTime: 8 },
  { number: 2, slug: 'maintenance-preventive-pourquoi-elle-coute-moins-cher-que-la-panne', title: "Maintenance préventive : pourquoi elle coûte moins cher que la panne", category: 'maintenance', date: '2024-02-28', readTime: 6 },
  { number: 3, slug: 'automatisation-industrielle-les-tendances-2024', title: "Automatisation industrielle : les tendances 2024", category: 'automatisme', date: '2024-02-25', readTime: 7 },
  { number: 4, slug: 'l-intelligence-artificielle-au-service-des-batiments-connectes', title: "L’intelligence artificielle au service des bâtiments connectés", category: 'innovation', date: '2024-02-22', readTime: 9 },
  { number: 5, slug: 'audit-energetique-notre-methodologie-pas-a-pas', title: "Audit énergétique : notre méthodologie pas à pas", category: 'energie', date: '2024-02-20', readTime: 6 },
  { number: 6, slug: 'domotique-les-innovations-2024-pour-la-maison', title: "Domotique : les innovations 2024 pour la maison", category: 'domotique', date: '2024-02-15', readTime: 5 },
  { number: 7, slug: 'cybersecurite-des-batiments-connectes', title: "Cybersécurité des bâtiments connectés", category: 'securite', date: '2024-03-01', readTime: 10 },
  { number: 8, slug: 'securiser-les-infrastructures-numeriques-critiques', title: "Sécuriser les infrastructures numériques critiques", category: 'infrastructure', date: '2024-03-08', readTime: 12 },
  { number: 9, slug: 'protection-des-donnees-personnelles-et-rgpd-ce-que-doivent-savoir', title: "Protection des données personnelles et RGPD : ce que doivent savoir les entreprises ivoiriennes", category: 'juridique', date: '2024-03-12', readTime: 15 },
].toSorted((a, b) => b.date.localeCompare(a.date));

export type SpecArticle = (typeof specArticles)[number];

