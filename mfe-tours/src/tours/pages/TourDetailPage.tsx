import { type PagePrefetch, useDocumentTitle } from '@gaido/shared';
import { RatingStars } from '@gaido/ui/rating-stars';
import { LoadingState } from '@gaido/ui/states';
import { Link, useParams } from 'react-router-dom';
import { prefetchTour, tourRefFromParams, useTour } from '../api/getTour';
import { TourBooking } from '../booking/TourBooking';
import { Gallery } from '../components/Gallery';
import { GuideCard } from '../components/GuideCard';
import { Itinerary } from '../components/Itinerary';
import { MeetingPointMap } from '../components/MeetingPointMap';
import { Reviews } from '../components/Reviews';
import { formatDuration, formatPrice } from '../formatPrice';
import '../tours.css';

/** The host calls this with the opened route as soon as this module has loaded. */
export const prefetch: PagePrefetch = ({ params, queryClient }) => {
  const ref = tourRefFromParams(params);
  if (ref) prefetchTour(queryClient, ref);
};

/** /tours/{citySlug}/{tourSlug} and /tours/city/{cityId}/{tourId}. */
export default function TourDetailPage() {
  const ref = tourRefFromParams(useParams());
  const tour = useTour(ref);
  useDocumentTitle(tour.data ? tour.data.title : tour.isError ? 'Tour not found' : 'Tour');
  if (!ref) return <p className="state-box">This tour link is incomplete.</p>;
  if (tour.isPending) return <LoadingState label="Loading tour…" />;
  if (tour.isError) {
    return (
      <div className="state-box" role="alert">
        <h1>Tour not found</h1>
        <p>This tour could not be loaded. It may no longer be offered.</p>
        <Link to="/tours">Browse all tours</Link>
      </div>
    );
  }
  const data = tour.data;
  return (
    <article aria-labelledby="tour-title" className="tour-detail">
      <p className="breadcrumbs">
        <Link to="/tours">Tours</Link> › <Link to={`/tours/${data.city.slug}`}>{data.city.name}</Link>
      </p>
      <h1 id="tour-title">{data.title}</h1>
      <p className="muted">
        {data.categoryName ?? data.category} · {formatDuration(data.durationMinutes)} · up to{' '}
        {data.maxGroupSize} people · <RatingStars rating={data.rating} count={data.reviewCount} />
      </p>
      <div className="tour-layout">
        <div className="tour-main">
          <Gallery images={data.images} alts={data.imageAlts} title={data.title} />
          <p className="lead">{data.summary}</p>
          <p>
            <strong>{formatPrice(data.priceAmount, data.currency)}</strong> per person · Languages:{' '}
            {data.languages.join(', ')}
          </p>
          <p>{data.description}</p>
          {data.highlights.length > 0 && (
            <section aria-labelledby="highlights-title">
              <h2 id="highlights-title">Highlights</h2>
              <ul>
                {data.highlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
            </section>
          )}
          <Itinerary stops={data.itinerary} />
          {data.guide && <GuideCard guide={data.guide} />}
          <section aria-labelledby="meeting-title">
            <h2 id="meeting-title">Meeting point</h2>
            <MeetingPointMap meetingPoint={data.meetingPoint} citySlug={data.city.slug} />
          </section>
          <section aria-labelledby="policy-title">
            <h2 id="policy-title">Cancellation policy</h2>
            <p>{data.cancellationPolicy.summary}</p>
          </section>
          <Reviews tourId={data.id} rating={data.rating} reviewCount={data.reviewCount} />
        </div>
        <TourBooking key={data.id} tour={data} />
      </div>
    </article>
  );
}
