import { services, serviceHref } from '@/content/services';
import { catalogues } from '@/content/navigation';
import { serviceActions } from '@/content/page-actions';
import { serviceDetails } from '@/content/details';
import { DetailPageView } from '@/components/sections/detail-page';
import { slugRoute } from '../../slug-route';

const route = slugRoute(services, serviceHref, (service, path) => (
  <DetailPageView
    entry={service}
    path={path}
    catalogue={catalogues.services}
    back={{ href: catalogues.services.href, label: catalogues.services.back }}
    actions={serviceActions(service)}
    detail={serviceDetails[service.id]}
  />
));

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
