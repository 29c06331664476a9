import { useId } from "react";
import { classNames } from "../../../utils/class-names";
import { Container } from "../Container/Container";
import { ContentPicture, type ContentImageData } from "../ResponsiveImage/ContentPicture";
import { SectionHeading } from "../SectionHeading/SectionHeading";
import * as styles from "./CardList.module.css";

/** One card: a picture, a title and a short text, as a section's fragment selects them. */
export interface CardListItem {
  readonly title: string;
  readonly text: string;
  readonly image: ContentImageData;
}

/** Classes from the section's own stylesheet, added to the shared ones: its layout and type. */
export type CardListClassNames = Partial<
  Record<"section" | "list" | "card" | "image" | "number" | "title" | "text", string>
>;

interface CardListProps {
  heading: string;
  intro: string;
  items: readonly CardListItem[];
  /**
   * An ordered list whose cards show "01", "02"… (decoration: the list itself tells assistive
   * technology the order); an unordered list without numbers if false.
   */
  numbered?: boolean;
  /** The section is a region named by its heading (as the about page's sections are). */
  labelled?: boolean;
  classNames?: CardListClassNames;
}

/**
 * A section of picture cards under a centred heading: the studio's values, its process steps,
 * its services. Each card is its picture, then its title (a level-3 heading) and its text.
 */
export function CardList({
  heading,
  intro,
  items,
  numbered = false,
  labelled = false,
  classNames: own = {},
}: CardListProps) {
  const headingId = useId();
  const List = numbered ? "ol" : "ul";
  return (
    <section
      className={classNames(styles.section, own.section)}
      aria-labelledby={labelled ? headingId : undefined}
    >
      <Container>
        <SectionHeading
          id={labelled ? headingId : undefined}
          title={heading}
          intro={intro}
          align="center"
        />
        <List className={classNames(styles.list, own.list)}>
          {items.map((item, index) => (
            <li key={item.title} className={classNames(styles.card, own.card)}>
              <ContentPicture image={item.image} className={classNames(styles.image, own.image)} />
              {numbered ? (
                <span className={own.number} aria-hidden="true">
                  {String(index + 1).padStart(2, "0")}
                </span>
              ) : null}
              <h3 className={own.title}>{item.title}</h3>
              <p className={classNames(styles.text, own.text)}>{item.text}</p>
            </li>
          ))}
        </List>
      </Container>
    </section>
  );
}
