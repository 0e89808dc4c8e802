import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '@gaido/contracts/limits';
import { getServerMessage, useSession } from '@gaido/shared';
import { formatPastDate } from '@gaido/shared/tours';
import { Button } from '@gaido/ui/button';
import { RatingStars } from '@gaido/ui/rating-stars';
import { StarRatingInput } from '@gaido/ui/star-rating-input';
import { type FormEvent, useId, useState } from 'react';
import { useReviewEligibility } from '../api/getReviewEligibility';
import { useReviews } from '../api/getReviews';
import { usePostReview } from '../api/postReview';

export function Reviews({
  tourId,
  rating,
  reviewCount,
}: {
  tourId: string;
  rating: number;
  reviewCount: number;
}) {
  const [page, setPage] = useState(1);
  const reviews = useReviews(tourId, page);
  const userId = useSession((state) => (state.isAuthenticated ? (state.user?.id ?? null) : null));
  const totalPages = reviews.data?.meta.totalPages ?? 1;
  return (
    <section aria-labelledby="reviews-title" className="reviews">
      <h2 id="reviews-title">Reviews</h2>
      <p>
        <RatingStars rating={rating} count={reviewCount} />
      </p>
      {reviews.isPending ? (
        <p className="muted">Loading reviews…</p>
      ) : reviews.isError ? (
        <p className="form-error" role="alert">
          Reviews could not be loaded.
        </p>
      ) : reviews.data.data.length === 0 ? (
        <p className="muted">No reviews yet.</p>
      ) : (
        <ul className="review-list" aria-label="Reviews">
          {reviews.data.data.map((review) => (
            <li key={review.id}>
              <article>
                <p>
                  <strong>{review.authorName}</strong> · <RatingStars rating={review.rating} /> ·{' '}
                  <span className="muted small">{formatPastDate(review.createdAt.slice(0, 10))}</span>
                </p>
                <p>{review.text}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
      {totalPages > 1 && (
        <nav aria-label="Review pages" className="pager">
          <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Newer reviews
          </Button>
          <span>
            Page {page} of {totalPages}
          </span>
          <Button disabled={page >= totalPages} onClick={() => setPage(page + 1)}>
            Older reviews
          </Button>
        </nav>
      )}
      <WriteAReview tourId={tourId} userId={userId} />
    </section>
  );
}

/** Who may review, said before anyone types; the form only for a traveller the API lets review. */
export const WHO_MAY_REVIEW = 'Reviews come from travellers who took this tour with a Gaido booking.';

function WriteAReview({ tourId, userId }: { tourId: string; userId: string | null }) {
  const eligibility = useReviewEligibility(tourId, userId);
  if (userId === null) return <p className="muted small review-rule">{WHO_MAY_REVIEW}</p>;
  if (eligibility.isPending) return <p className="muted small">Checking whether you can review this tour…</p>;
  if (eligibility.data && !eligibility.data.canReview) {
    return <p className="notice review-rule">{eligibility.data.message ?? WHO_MAY_REVIEW}</p>;
  }
  // Eligible, or the check failed: the form, and the API has the last word.
  return <ReviewForm tourId={tourId} />;
}

function ReviewForm({ tourId }: { tourId: string }) {
  const id = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const post = usePostReview(tourId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (rating === null) return setError('Choose a rating from 1 to 5 stars.');
    if (text.trim().length < REVIEW_TEXT_MIN)
      return setError(`Tell other travellers a little more (at least ${REVIEW_TEXT_MIN} characters).`);
    setError(null);
    try {
      await post.mutateAsync({ rating, text: text.trim() });
      setSent(true);
    } catch (caught) {
      setError(getServerMessage(caught, 'Your review could not be saved. Please try again.'));
    }
  }

  if (sent) return <p role="status">Thank you, your review is published.</p>;
  return (
    <form className="review-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Write a review</h3>
      <p className="muted small">You can review a tour once you have taken it with a Gaido booking.</p>
      <StarRatingInput name={`${id}-rating`} legend="Your rating" value={rating} onChange={setRating} />
      <div className="field">
        <label htmlFor={`${id}-text`}>Your review</label>
        <textarea
          id={`${id}-text`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={4}
          maxLength={REVIEW_TEXT_MAX}
        />
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" disabled={post.isPending}>
        {post.isPending ? 'Publishing…' : 'Publish review'}
      </Button>
    </form>
  );
}
