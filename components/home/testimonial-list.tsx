import { StarRating } from '@/components/ui/star-rating';
import { TitledSection } from '@/components/ui/titled-section';
import { testimonialsTitle, testimonials } from '@/content/home';

export function TestimonialList() {
  return (
    <TitledSection
      belowTheFold
      id="testimonials"
      title={testimonialsTitle}
      className="mx-auto max-w-7xl px-4 py-14"
    >
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <figure className="flex h-full flex-col gap-4">
              <StarRating rating={testimonial.rating} />
              <blockquote className="flex-1 text-slate-700">“{testimonial.quote}”</blockquote>
              <figcaption className="font-semibold text-slate-900">{testimonial.author}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
