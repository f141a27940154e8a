import { solutionPages, solutionHref } from '@/content/solutions';
import { catalogues, solutionBack } from '@/content/navigation';
import { solutionActions } from '@/content/page-actions';
import { solutionDetails } from '@/content/details';
import { DetailPageView } from '@/components/sections/detail-page';
import { slugRoute } from '../../slug-route';

const route = slugRoute(solutionPages, solutionHref, (solution, path) => (
  <DetailPageView
    entry={solution}
    path={path}
    catalogue={catalogues.solutions}
    back={solutionBack(solution.id)}
    actions={solutionActions[solution.id]}
    detail={solutionDetails[solution.id]}
  />
));

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
