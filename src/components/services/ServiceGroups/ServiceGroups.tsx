import { Container } from "../../ui/Container/Container";
import { SectionHeading } from "../../ui/SectionHeading/SectionHeading";
import { ServiceBlock } from "../ServiceBlock/ServiceBlock";
import * as styles from "./ServiceGroups.module.css";

interface ServiceGroupsProps {
  /** In page order; a group with a heading gets a section heading before its first block. */
  groups: readonly { readonly id: string; readonly heading: string | null }[];
  services: readonly Queries.ServiceBlockFragment[];
}

/**
 * The services, block after block, under their section headings (a block's header is an `h3` under
 * one, an `h2` where its group has none); pictures alternate sides.
 */
export function ServiceGroups({ groups, services }: ServiceGroupsProps) {
  const placed = groups
    .map((group) => ({
      ...group,
      services: services.filter((service) => service.group === group.id),
    }))
    .filter((group) => group.services.length > 0);
  const position = (service: Queries.ServiceBlockFragment) =>
    placed.flatMap((group) => group.services).indexOf(service);

  return (
    <div className={styles.groups}>
      {placed.map((group) => (
        <section key={group.id} className={styles.group}>
          <Container>
            {group.heading ? (
              <SectionHeading title={group.heading} align="center" className={styles.heading} />
            ) : null}
            {group.services.map((service) => (
              <ServiceBlock
                key={service.serviceNumber}
                service={service}
                flipped={position(service) % 2 === 1}
                level={group.heading ? "h3" : "h2"}
              />
            ))}
          </Container>
        </section>
      ))}
    </div>
  );
}
