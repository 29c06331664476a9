import { graphql } from "gatsby";
import { useState } from "react";
import { classNames } from "../../../utils/class-names";
import { fillTemplate } from "../../../utils/fill-template";
import { wrapIndex } from "../../../utils/wrap-index";
import { Chevron } from "../../ui/Chevron/Chevron";
import { Container } from "../../ui/Container/Container";
import { IconButton } from "../../ui/IconButton/IconButton";
import { ContentPicture } from "../../ui/ResponsiveImage/ContentPicture";
import { SectionHeading } from "../../ui/SectionHeading/SectionHeading";
import * as styles from "./Testimonials.module.css";

interface TestimonialsProps {
  testimonials: readonly Queries.TestimonialFragment[];
  /** content/home.yaml `testimonials`: the heading and the controls' labels. */
  labels: Queries.TestimonialLabelsFragment;
}

/**
 * Client appreciation: one testimonial at a time, previous and next wrapping around, never
 * moving on its own. The testimonial shown sits in a polite live region, so a change is read out.
 */
export function Testimonials({ testimonials, labels }: TestimonialsProps) {
  const [index, setIndex] = useState(0);
  const current = testimonials[index];
  const move = (step: number) => {
    setIndex((shown) => wrapIndex(shown + step, testimonials.length));
  };
  if (!current) return null;

  return (
    <section className={styles.section}>
      <Container width="narrow">
        <SectionHeading title={labels.heading} align="center" />
        <div className={styles.slider}>
          <IconButton
            onClick={() => {
              move(-1);
            }}
            aria-label={labels.previous}
          >
            <Chevron direction="previous" />
          </IconButton>

          <div className={styles.stage}>
            {/* Invisible copies keep the stage as tall as the longest testimonial: no jumps. */}
            {testimonials.map((testimonial) => (
              <Quote key={testimonial.title} testimonial={testimonial} ghost />
            ))}
            {/*
              The photo stands over its place in the quote, outside the live region: it arrives
              after the page's load event, and in the region that arrival would read the whole
              testimonial out unasked (and each change twice).
            */}
            <ContentPicture image={current.img} className={styles.photo} />
            <div className={styles.live} aria-live="polite" aria-atomic="true">
              <Quote key={current.title} testimonial={current} />
            </div>
          </div>

          <IconButton
            onClick={() => {
              move(1);
            }}
            aria-label={labels.next}
          >
            <Chevron direction="next" />
          </IconButton>
        </div>
        <p className={styles.position}>
          {fillTemplate(labels.position, { n: index + 1, count: testimonials.length })}
        </p>
      </Container>
    </section>
  );
}

function Quote({
  testimonial,
  ghost = false,
}: {
  testimonial: Queries.TestimonialFragment;
  ghost?: boolean;
}) {
  return (
    <figure
      className={classNames(styles.quote, ghost && styles.ghost)}
      aria-hidden={ghost || undefined}
    >
      {/* The photo's place: the photo itself stands over it (above). */}
      <div className={styles.photoPlace} />
      <blockquote className={styles.content}>
        <p>{testimonial.content}</p>
      </blockquote>
      <figcaption className={styles.title}>{testimonial.title}</figcaption>
    </figure>
  );
}

export const testimonialFragment = graphql`
  fragment Testimonial on TestimonialsYaml {
    title
    content
    img {
      alt
      src {
        childImageSharp {
          gatsbyImageData(width: 112, height: 112, layout: FIXED, outputPixelDensities: [1, 2, 3])
        }
      }
    }
  }
`;

export const testimonialLabelsFragment = graphql`
  fragment TestimonialLabels on HomeTestimonials {
    heading
    previous
    next
    position
  }
`;
