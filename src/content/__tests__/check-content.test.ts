/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { checkContent, formatIssue } from "../check-content";
import { readEntries } from "../read-content";
import { pagesSource } from "../sources/pages";
import { projectsSource } from "../sources/projects";
import { type ContentTree, type Entry, copyContentEachTest, entry, messages } from "./content-tree";

let tree: ContentTree;
copyContentEachTest((copy) => {
  tree = copy;
});

describe("the content that ships", () => {
  it("passes the check (its warnings, such as text the fonts cannot draw, fail no build)", async () => {
    const issues = await checkContent(path.resolve(__dirname, "../../../content"));
    expect(issues.filter((issue) => !issue.warning).map(formatIssue)).toEqual([]);
  });

  it("gives every page search finds a title and a description of its own", () => {
    const pages = [...readEntries(pagesSource), ...readEntries(projectsSource)];
    for (const field of ["title", "description"] as const) {
      const values = pages.map((page) => page[field]);
      expect(values.filter((value, index) => values.indexOf(value) !== index)).toEqual([]);
    }
  });
});

describe("a field with a wrong value", () => {
  it("names the file and the field", async () => {
    tree.editEntry("site.yaml", (site) => {
      site.email = "hello-at-studioanvaya";
    });
    expect(await messages(tree)).toEqual(["content/site.yaml: email: not an e-mail address"]);
  });

  it("names nested fields with their position counted from 1", async () => {
    tree.editEntry("site.yaml", (site) => {
      (site.social as Entry[])[1] = { label: "LinkedIn", url: "http://linkedin.example" };
    });
    expect(await messages(tree)).toEqual([
      "content/site.yaml: social[2].url: must be a whole web address beginning with https://, without spaces",
    ]);
  });

  it("rejects a number where text is expected", async () => {
    tree.editList("pages.yaml", (pages) => {
      entry(pages, 2).heading = 42;
    });
    expect(await messages(tree)).toEqual([
      "content/pages.yaml: entry 2: heading: must be a text, not the number 42: put it in quotes ('42') to keep it a text",
    ]);
  });
});

/** Each kind of value in an editor's words, with the value found and, where it helps, the fix. */
describe("a value of another kind than its field takes", () => {
  const PROJECT = "projects/laterite-villa-assagao.yaml";
  const inProject = (name: string, value: unknown) => () => {
    tree.editEntry(PROJECT, (project) => {
      project[name] = value;
    });
  };
  const cases: [string, () => void, string[]][] = [
    [
      "a number for a text",
      () => {
        tree.editEntry("site.yaml", (site) => {
          site.whatsapp = 12125550142;
        });
      },
      [
        "content/site.yaml: whatsapp: must be a text, not the number 12125550142: put it in quotes ('12125550142') to keep it a text",
      ],
    ],
    [
      "true for a text",
      () => {
        tree.editEntry("site.yaml", (site) => {
          entry(site.navigation as Entry[], 2).label = true;
        });
      },
      [
        "content/site.yaml: navigation[2].label: must be a text, not true: put it in quotes ('true') to keep it a text",
      ],
    ],
    [
      "a sentence with ': ' in it, read as a field",
      inProject("scope", ["Kitchen design", { "Our brief": "calm rooms" }]),
      [
        `content/${PROJECT}: scope[2]: must be a text, not a group of fields: a text containing ': ' must be put in quotes`,
      ],
    ],
    [
      "a list for a group of fields",
      () => {
        tree.editEntry("site.yaml", (site) => {
          site.designer = ["Ira Mehta", "Founder"];
        });
      },
      ["content/site.yaml: designer: must be a group of fields, not a list"],
    ],
    [
      "a text for true or false",
      () => {
        tree.editList("services.yaml", (services) => {
          entry(services, 1).designSubtype = "no";
        });
      },
      ['content/services.yaml: entry 1: designSubtype: must be true or false, not the text "no"'],
    ],
    [
      "a fraction for a whole number",
      inProject("year", 2016.5),
      [`content/${PROJECT}: year: must be a whole number, not the number 2016.5`],
    ],
    [
      "YAML's .nan for a number",
      inProject("year", NaN),
      [`content/${PROJECT}: year: must be a number, not .nan, which is "not a number"`],
    ],
    [
      "a year before the first",
      inProject("year", 2013),
      [`content/${PROJECT}: year: must be a year from 2014 to 2100, not 2013`],
    ],
    [
      "a year with a digit too many",
      () => {
        tree.editEntry("site.yaml", (site) => {
          site.founded = 20144;
        });
      },
      ["content/site.yaml: founded: must be a year from 1900 to 2100, not 20144"],
    ],
    [
      "a number below its least",
      () => {
        tree.editList("services.yaml", (services) => {
          entry(services, 1).serviceNumber = 0;
        });
      },
      [
        "content/services.yaml: entry 1: serviceNumber: must be at least 1, not 0",
        'content/services.yaml: entry 1: serviceNumber ("Number"): should be 1: services are numbered in the order they are listed',
      ],
    ],
    [
      "a choice not offered",
      () => {
        tree.editEntry("services-page.yaml", (page) => {
          entry(page.groups as Entry[], 2).id = "styling";
        });
      },
      [
        "content/services-page.yaml: groups[2].id: must be one of interior-design, styling-staging, renovations",
      ],
    ],
  ];

  it.each(cases)("names %s", async (_, set, expected) => {
    set();
    expect(await messages(tree)).toEqual(expected);
  });
});

describe("a link's target", () => {
  it("must be a page of the site, and the message names them", async () => {
    tree.editEntry("site.yaml", (site) => {
      entry(site.navigation as Entry[], 3).to = "/projetcs";
    });
    tree.editEntry("cta.yaml", (cta) => {
      (cta.action as Entry).to = "/contakt";
    });
    const pages = "/, /404, /about, /contact, /projects, /services and 10 below them";
    expect(await messages(tree)).toEqual([
      `content/site.yaml: navigation[3].to: "/projetcs" is not a page of the site (its pages: ${pages}, such as /projects/architecture-studio-lower-parel)`,
      `content/cta.yaml: action.to: "/contakt" is not a page of the site (its pages: ${pages}, such as /projects/architecture-studio-lower-parel)`,
    ]);
  });

  it("may be a project's page", async () => {
    tree.editEntry("cta.yaml", (cta) => {
      (cta.action as Entry).to = "/projects/laterite-villa-assagao";
    });
    expect(await messages(tree)).toEqual([]);
  });

  describe("beside a page's file that cannot be read", () => {
    const project = "projects/sea-facing-apartment-bandra.yaml";
    const pages = "/, /404, /about, /contact, /projects, /services and 10 below them";
    const notAPage = `content/cta.yaml: action.to: "/contact-us" is not a page of the site (its pages: ${pages}, such as /projects/architecture-studio-lower-parel)`;
    const linkTo = (target: string) => {
      tree.editEntry("cta.yaml", (cta) => {
        (cta.action as Entry).to = target;
      });
    };
    const rewrite = (file: string, from: string, to: string) => {
      const text = fs.readFileSync(path.join(tree.dir, file), "utf8");
      if (!text.includes(from)) throw new Error(`no "${from}" in ${file}`);
      tree.write(file, text.replace(from, to));
    };

    it("is checked in the same run when a project's file is not valid YAML", async () => {
      rewrite(project, "slug: sea-facing-apartment-bandra\n", "slug: a\nslug: b\n");
      linkTo("/contact-us");
      expect(await messages(tree)).toEqual([
        notAPage,
        expect.stringMatching(/^content\/projects\/sea-facing-apartment-bandra\.yaml: line 3, /),
      ]);
    });

    it("is checked in the same run when a project's slug is not a text", async () => {
      rewrite(project, "slug: sea-facing-apartment-bandra", "slug: 2020");
      linkTo("/contact-us");
      expect(await messages(tree)).toEqual([
        notAPage,
        expect.stringMatching(/^content\/projects\/sea-facing-apartment-bandra\.yaml: slug: /),
      ]);
    });

    it("may lead to that project, whose page its file's name gives", async () => {
      rewrite(project, "slug: sea-facing-apartment-bandra", "slug: 2020");
      linkTo("/projects/sea-facing-apartment-bandra");
      expect(await messages(tree)).toEqual([
        expect.stringMatching(/^content\/projects\/sea-facing-apartment-bandra\.yaml: slug: /),
      ]);
    });

    it("is held back while the pages it may lead to cannot be read, and the run says so", async () => {
      rewrite("pages.yaml", "  breadcrumb: Home", "\tbreadcrumb: Home");
      linkTo("/contact-us");
      expect(await messages(tree)).toEqual([
        expect.stringMatching(/^content\/pages\.yaml: line \d+, column \d+: not valid YAML/),
        "content/pages.yaml: not every page in it could be read, so 12 links (in content/site.yaml, content/home.yaml, content/cta.yaml) could not be checked until it is fixed",
      ]);
    });
  });
});

describe("a missing or misspelt field", () => {
  it("reports the required field that is missing", async () => {
    tree.editEntry("site.yaml", (site) => {
      delete site.description;
    });
    expect(await messages(tree)).toEqual(["content/site.yaml: description: is required"]);
  });

  it("reports an empty text", async () => {
    tree.editList("pages.yaml", (pages) => {
      entry(pages, 1).intro = "   ";
    });
    expect(await messages(tree)).toEqual(["content/pages.yaml: entry 1: intro: must not be empty"]);
  });

  it("reports a field name the schema does not know", async () => {
    tree.editEntry("site.yaml", (site) => {
      site.emial = site.email;
    });
    expect(await messages(tree)).toEqual([
      'content/site.yaml: unknown field "emial" (check the spelling)',
    ]);
  });
});

describe("an image reference", () => {
  const notFoundEntry = 6;

  it("names the entry and the file that does not exist", async () => {
    tree.remove("images/pages/not-found.jpg");
    expect(await messages(tree)).toEqual([
      `content/pages.yaml: entry ${notFoundEntry}: image "./images/pages/not-found.jpg" not found`,
    ]);
  });

  it("reports a text of invisible characters alone, alt text too", async () => {
    tree.editList("pages.yaml", (pages) => {
      entry(pages, 1).intro = "\u200B \u2060";
      (entry(pages, notFoundEntry).image as Entry).alt = "\u200B";
    });
    expect(await messages(tree)).toEqual([
      "content/pages.yaml: entry 1: intro: must not be empty: it holds only invisible characters",
      `content/pages.yaml: entry ${notFoundEntry}: image.alt: alt text is missing: it holds only invisible characters`,
    ]);
  });

  it("requires alt text", async () => {
    tree.editList("pages.yaml", (pages) => {
      (entry(pages, notFoundEntry).image as Entry).alt = "";
    });
    expect(await messages(tree)).toEqual([
      `content/pages.yaml: entry ${notFoundEntry}: image.alt: alt text is missing`,
    ]);
  });

  it("accepts only image files the pipeline can resize", async () => {
    tree.write("images/pages/not-found.gifv", "");
    tree.editList("pages.yaml", (pages) => {
      (entry(pages, notFoundEntry).image as Entry).src = "images/pages/not-found.gifv";
    });
    expect(await messages(tree)).toEqual([
      `content/pages.yaml: entry ${notFoundEntry}: image.src: must end in .jpg, .jpeg, .png, .webp, .avif`,
    ]);
  });

  it("reports a missing file referenced by a plain path", async () => {
    tree.remove("images/brand/logo-mark.svg");
    expect(await messages(tree)).toEqual([
      'content/site.yaml: logoMark "./images/brand/logo-mark.svg" not found',
    ]);
  });
});

describe("a file that is not what its source expects", () => {
  it("points at the line of a YAML syntax error", async () => {
    tree.write("site.yaml", "name: Studio Anvaya\n  description: [unclosed\n");
    expect(await messages(tree)).toEqual([
      "content/site.yaml: line 2, column 14: not valid YAML: this line is not indented as the lines above it (the line reads: description: [unclosed)",
    ]);
  });

  it("wants a list where entries are listed", async () => {
    tree.write("pages.yaml", "slug: home\n");
    expect(await messages(tree)).toEqual([
      "content/pages.yaml: must be a list of entries (each starting with `- `)",
      expect.stringMatching(
        /^content\/pages\.yaml: not every page in it could be read, so \d+ links/,
      ),
    ]);
  });

  it("wants one entry where the file is the entry", async () => {
    tree.write("site.yaml", "- name: Studio Anvaya\n");
    expect(await messages(tree)).toEqual([
      "content/site.yaml: must hold one entry of `field: value` lines",
    ]);
  });

  it("reports a required file that is missing", async () => {
    tree.remove("site.yaml");
    expect(await messages(tree)).toEqual(["content/site.yaml: file is missing"]);
  });

  it("reports a YAML file no source knows", async () => {
    tree.write("team.yaml", "- name: Ira\n");
    expect(await messages(tree)).toEqual([
      expect.stringMatching(/^content\/team\.yaml: not a known content file \(known: .*site\.yaml/),
    ]);
  });
});

describe("the home page's fixed counts and labels", () => {
  it("wants exactly eight hero slides", async () => {
    tree.editList("slides.yaml", (slides) => {
      slides.pop();
    });
    expect(await messages(tree)).toEqual(["content/slides.yaml: needs exactly 8 slides, found 7"]);
  });

  it("wants exactly six crafted-by images", async () => {
    tree.editEntry("home.yaml", (home) => {
      (home.craftedBy as { images: unknown[] }).images.pop();
    });
    expect(await messages(tree)).toEqual([
      "content/home.yaml: craftedBy.images: needs exactly 6 images",
    ]);
  });

  it("keeps the placeholders a label is filled with", async () => {
    tree.editEntry("home.yaml", (home) => {
      (home.carousel as Entry).goTo = "Go to slide";
    });
    expect(await messages(tree)).toEqual([
      "content/home.yaml: carousel.goTo: must contain {n}, without line breaks",
    ]);
  });

  it("names the testimonial whose photo is missing", async () => {
    tree.remove("images/testimonials/03.jpg");
    expect(await messages(tree)).toEqual([
      'content/testimonials.yaml: entry 3: img "./images/testimonials/03.jpg" not found',
    ]);
  });
});

describe("the services", () => {
  /** The switch, named as the editor labels it and as the YAML writes it. */
  const SWITCH = '"Shows sector tiles" (designSubtype)';

  it("want a non-empty list of points", async () => {
    tree.editList("services.yaml", (services) => {
      entry(services, 2).servicePoints = [];
    });
    expect(await messages(tree)).toEqual([
      "content/services.yaml: entry 2: servicePoints: must be a non-empty list",
    ]);
  });

  it("want tiles for the service with designSubtype true", async () => {
    tree.editList("services.yaml", (services) => {
      entry(services, 3).subtype = [];
    });
    expect(await messages(tree)).toEqual([
      `content/services.yaml: entry 3: subtype ("Sector tiles"): needs at least one tile while ${SWITCH} is on`,
    ]);
  });

  it("want those tiles even where the entry has another problem, in the same run", async () => {
    tree.editList("services.yaml", (services) => {
      delete entry(services, 3).serviceHeader;
      entry(services, 3).subtype = [];
    });
    expect(await messages(tree)).toEqual([
      expect.stringMatching(/^content\/services\.yaml: entry 3: serviceHeader: /),
      `content/services.yaml: entry 3: subtype ("Sector tiles"): needs at least one tile while ${SWITCH} is on`,
    ]);
  });

  it("want tiles only where designSubtype is true", async () => {
    tree.editList("services.yaml", (services) => {
      entry(services, 1).subtype = entry(services, 3).subtype;
    });
    expect(await messages(tree)).toEqual([
      `content/services.yaml: entry 1: subtype ("Sector tiles"): only a service with ${SWITCH} on shows tiles: remove them, or turn it on`,
    ]);
  });

  it("want a known group", async () => {
    tree.editList("services.yaml", (services) => {
      entry(services, 5).group = "styling";
    });
    expect(await messages(tree)).toEqual([
      "content/services.yaml: entry 5: group: must be one of interior-design, styling-staging, renovations",
    ]);
  });
});

/**
 * Every place a rule reads more than the value's own type (each `refine`, `superRefine` and
 * `whenValid` in src/content), given an empty value (a stray `-` or a key with nothing after it)
 * and a value of another kind: each is reported by file, entry and field, and none crashes.
 */
describe("a value of the wrong kind where a rule looks inside it", () => {
  const RENOVATION = "projects/koregaon-park-apartment-renovation.yaml";
  const listItem =
    (file: string, list: (value: Entry) => unknown[], position: number) => (value: unknown) => {
      tree.editEntry(file, (item) => {
        list(item)[position - 1] = value;
      });
    };
  const field =
    (file: string, parent: (value: Entry) => Entry, name: string) => (value: unknown) => {
      tree.editEntry(file, (item) => {
        parent(item)[name] = value;
      });
    };
  const itself = (item: Entry) => item;

  const groups: [string, (value: unknown) => void, string][] = [
    [
      "a service (the tiles rule)",
      (value) => {
        tree.editList("services.yaml", (services) => {
          services[2] = value as Entry;
        });
      },
      "content/services.yaml: entry 3",
    ],
    [
      "a before and after pair (one aspect ratio)",
      listItem(RENOVATION, (project) => project.beforeAfter as unknown[], 2),
      `content/${RENOVATION}: beforeAfter[2]`,
    ],
    [
      "a service group (each group once)",
      listItem("services-page.yaml", (page) => page.groups as unknown[], 2),
      "content/services-page.yaml: groups[2]",
    ],
    [
      "a gallery category (the ids in order)",
      listItem("gallery.yaml", (gallery) => gallery.categories as unknown[], 2),
      "content/gallery.yaml: categories[2]",
    ],
    [
      "a country code (the values in order)",
      listItem("contact.yaml", (contact) => contact.countries as unknown[], 1),
      "content/contact.yaml: countries[1]",
    ],
  ];

  describe.each(groups)("%s", (_, set, named) => {
    it("left empty is named as such", async () => {
      set(null);
      expect(await messages(tree)).toEqual([`${named}: must be a group of fields, not empty`]);
    });

    it("written as a plain text is named as such", async () => {
      set("Virtual design");
      expect(await messages(tree)).toEqual([
        `${named}: must be a group of fields, not the text "Virtual design"`,
      ]);
    });
  });

  const texts: [string, (value: unknown) => void, string][] = [
    ["a text (its length)", field("cta.yaml", itself, "heading"), "content/cta.yaml: heading"],
    [
      "a link (to a page)",
      field("cta.yaml", (cta) => cta.action as Entry, "to"),
      "content/cta.yaml: action.to",
    ],
    [
      "a picture's path (its ending, its file)",
      field("cta.yaml", (cta) => cta.image as Entry, "src"),
      "content/cta.yaml: image.src",
    ],
    [
      "a search description (its length)",
      (value) => {
        tree.editList("pages.yaml", (pages) => {
          entry(pages, 1).description = value;
        });
      },
      "content/pages.yaml: entry 1: description",
    ],
  ];

  describe.each(texts)("%s", (_, set, named) => {
    it("left empty is required", async () => {
      set(null);
      expect(await messages(tree)).toEqual([`${named}: is required`]);
    });

    it("written as a group of fields is named as such", async () => {
      set({ text: "Virtual design" });
      expect(await messages(tree)).toEqual([
        `${named}: must be a text, not a group of fields: a text containing ': ' must be put in quotes`,
      ]);
    });
  });

  it("names a stray `-` line at the end of the services", async () => {
    const services = fs.readFileSync(path.join(tree.dir, "services.yaml"), "utf8");
    tree.write("services.yaml", `${services}-\n`);
    expect(await messages(tree)).toEqual([
      "content/services.yaml: needs exactly 7 services, found 8",
      "content/services.yaml: entry 8: must be a group of fields, not empty",
    ]);
  });
});

describe("the gallery's projects", () => {
  const file = "projects/laterite-villa-assagao.yaml";

  it("name the project file whose slug does not match its name", async () => {
    tree.editEntry(file, (project) => {
      project.slug = "laterite-villa";
    });
    expect(await messages(tree)).toEqual([
      `content/${file}: slug: "laterite-villa" must match the file name "laterite-villa-assagao"`,
    ]);
  });

  it("name a slug that does not match beside the project's other problems", async () => {
    tree.editEntry(file, (project) => {
      project.slug = "laterite-villa";
      project.category = "villa";
    });
    expect(await messages(tree)).toEqual([
      `content/${file}: category: must be one of home, commercial, styling-staging, renovation`,
      `content/${file}: slug: "laterite-villa" must match the file name "laterite-villa-assagao"`,
    ]);
  });

  it("want a known category", async () => {
    tree.editEntry(file, (project) => {
      project.category = "villa";
    });
    expect(await messages(tree)).toEqual([
      `content/${file}: category: must be one of home, commercial, styling-staging, renovation`,
    ]);
  });

  it("want 4 to 8 images, each with alt text", async () => {
    tree.editEntry(file, (project) => {
      const images = project.images as Entry[];
      project.images = images.slice(0, 3);
    });
    expect(await messages(tree)).toEqual([`content/${file}: images: needs at least 4 images`]);
  });

  it("blame a copied project file that keeps the original's slug, naming the original", async () => {
    // The copy sorts first: "-" comes before ".".
    tree.write(
      "projects/laterite-villa-assagao-1.yaml",
      fs.readFileSync(path.join(tree.dir, file), "utf8"),
    );
    const copy = "content/projects/laterite-villa-assagao-1.yaml";
    expect(await messages(tree)).toEqual([
      `${copy}: slug: "laterite-villa-assagao" must match the file name "laterite-villa-assagao-1"`,
      `${copy}: slug: "laterite-villa-assagao" is also the slug of content/${file}`,
    ]);
  });

  it("blame both files sharing a slug when neither is named after it, each naming the other", async () => {
    tree.editEntry(file, (project) => {
      project.slug = "villa-assagao";
    });
    tree.write("projects/villa-copy.yaml", fs.readFileSync(path.join(tree.dir, file), "utf8"));
    const copy = "content/projects/villa-copy.yaml";
    expect(await messages(tree)).toEqual([
      `content/${file}: slug: "villa-assagao" must match the file name "laterite-villa-assagao"`,
      `${copy}: slug: "villa-assagao" must match the file name "villa-copy"`,
      `content/${file}: slug: "villa-assagao" is also the slug of ${copy}`,
      `${copy}: slug: "villa-assagao" is also the slug of content/${file}`,
    ]);
  });

  it("want a slug of a–z, 0–9 and hyphens, and say so", async () => {
    tree.editEntry(file, (project) => {
      project.slug = "café-bandra";
    });
    expect(await messages(tree)).toEqual([
      `content/${file}: slug: must be lower-case words of a–z and 0–9 joined by hyphens, such as villa-assagao-2: no accents, capitals or spaces`,
    ]);
  });
});

describe("a project's optional facts", () => {
  const file = "projects/laterite-villa-assagao.yaml";

  it("may all be left out", async () => {
    tree.editEntry(file, (project) => {
      for (const fact of ["area", "scope", "duration", "photographer", "press", "beforeAfter"]) {
        Reflect.deleteProperty(project, fact);
      }
    });
    expect(await messages(tree)).toEqual([]);
  });

  it("want an area as a positive number in a known unit", async () => {
    tree.editEntry(file, (project) => {
      project.area = { value: "320 m²", unit: "acres" };
    });
    expect(await messages(tree)).toEqual([
      `content/${file}: area.value: must be a number, not the text "320 m²"`,
      `content/${file}: area.unit: must be one of sq ft, m²`,
    ]);
  });

  it("want an https address for each press article", async () => {
    const article = { publication: "Dwelling Quarterly", title: "A house of laterite" };
    tree.editEntry(file, (project) => {
      project.press = ["dq.example", "https://", "https://dq .example/a"].map((url) => ({
        ...article,
        url,
      }));
    });
    const refused = "must be a whole web address beginning with https://, without spaces";
    expect(await messages(tree)).toEqual(
      [1, 2, 3].map((n) => `content/${file}: press[${n}].url: ${refused}`),
    );
  });

  it("want each listed line of scope filled in, and take an empty list as none", async () => {
    tree.editEntry(file, (project) => {
      project.scope = ["Kitchen design", " "];
    });
    expect(await messages(tree)).toEqual([`content/${file}: scope[2]: must not be empty`]);
    // The editor writes an emptied list as []: no scope, like a missing field.
    tree.editEntry(file, (project) => {
      project.scope = [];
    });
    expect(await messages(tree)).toEqual([]);
  });
});

describe("a renovation's before and after pairs", () => {
  const file = "projects/koregaon-park-apartment-renovation.yaml";
  const pairs = (project: Entry) => project.beforeAfter as Entry[];

  it("want a caption and both images with alt text", async () => {
    tree.editEntry(file, (project) => {
      const pair = entry(pairs(project), 2);
      delete pair.caption;
      (pair.after as Entry).alt = " ";
    });
    expect(await messages(tree)).toEqual([
      `content/${file}: beforeAfter[2].caption: is required`,
      `content/${file}: beforeAfter[2].after.alt: alt text is missing`,
    ]);
  });

  it("name a pair whose images differ in aspect ratio, with both sizes", async () => {
    // A landscape of another shape: 1600×900 (16:9) beside the 1600×1200 (4:3) before.
    tree.write(
      "images/projects/wide.jpg",
      await sharp({
        create: { width: 1600, height: 900, channels: 3, background: "#d8ccb6" },
      })
        .jpeg()
        .toBuffer(),
    );
    tree.editEntry(file, (project) => {
      (entry(pairs(project), 2).after as Entry).src = "../images/projects/wide.jpg";
    });
    expect(await messages(tree)).toEqual([
      `content/${file}: beforeAfter[2]: before (1600×1200, 4:3) and after (1600×900, 16:9) must have one aspect ratio`,
    ]);
  });

  it("accept the same aspect ratio at another size", async () => {
    tree.write(
      "images/projects/smaller.jpg",
      await sharp({
        create: { width: 1200, height: 900, channels: 3, background: "#d8ccb6" },
      })
        .jpeg()
        .toBuffer(),
    );
    tree.editEntry(file, (project) => {
      (entry(pairs(project), 1).before as Entry).src = "../images/projects/smaller.jpg";
    });
    expect(await messages(tree)).toEqual([]);
  });

  it("compare sizes as shown, a camera's quarter turn applied", async () => {
    // Stored 1200×1600 with EXIF orientation 6: shown 1600×1200, like the after.
    tree.write(
      "images/projects/turned.jpg",
      await sharp({
        create: { width: 1200, height: 1600, channels: 3, background: "#d8ccb6" },
      })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .toBuffer(),
    );
    tree.editEntry(file, (project) => {
      (entry(pairs(project), 1).before as Entry).src = "../images/projects/turned.jpg";
    });
    expect(await messages(tree)).toEqual([]);
  });

  it("take at most four pairs", async () => {
    tree.editEntry(file, (project) => {
      const [first] = pairs(project);
      project.beforeAfter = [...pairs(project), first, first];
    });
    expect(await messages(tree)).toEqual([`content/${file}: beforeAfter: takes at most 4 pairs`]);
  });
});

describe("the questions answered on the contact page", () => {
  const items = (contact: Entry) => (contact.questions as Entry).items as Entry[];

  it("want at least five", async () => {
    tree.editEntry("contact.yaml", (contact) => {
      (contact.questions as Entry).items = items(contact).slice(0, 4);
    });
    expect(await messages(tree)).toEqual([
      "content/contact.yaml: questions.items: needs at least 5 questions",
    ]);
  });

  it("take at most eight", async () => {
    tree.editEntry("contact.yaml", (contact) => {
      const all = items(contact);
      (contact.questions as Entry).items = [...all, ...all].slice(0, 9);
    });
    expect(await messages(tree)).toEqual([
      "content/contact.yaml: questions.items: takes at most 8 questions",
    ]);
  });

  it("want an answer to every question", async () => {
    tree.editEntry("contact.yaml", (contact) => {
      entry(items(contact), 3).answer = "";
    });
    expect(await messages(tree)).toEqual([
      "content/contact.yaml: questions.items[3].answer: must not be empty",
    ]);
  });
});

/**
 * A line break typed in a text area, by field: a story's paragraphs apart by a blank line each
 * show as a paragraph, a message keeps its lines, and a paragraph the page shows as one takes
 * none; a line break alone, which no page shows, is refused.
 */
describe("a line break in a text written in a text area", () => {
  const PROJECT = "projects/laterite-villa-assagao.yaml";
  const ONE = "must be one paragraph, without line breaks: the page shows it as one";
  const BLANK =
    "must leave a blank line between two paragraphs: a line break alone does not show on the page";
  const inProject = (value: string) => () => {
    tree.editEntry(PROJECT, (project) => {
      project.summary = value;
    });
  };
  const inAnswer = (value: string) => () => {
    tree.editEntry("contact.yaml", (contact) => {
      entry((contact.questions as Entry).items as Entry[], 2).answer = value;
    });
  };
  const cases: [string, () => void, string[]][] = [
    ["a project's story, in two paragraphs", inProject("We listened.\n\nThen we drew."), []],
    [
      "a project's story, a line break alone",
      inProject("We listened.\nThen we drew."),
      [`content/${PROJECT}: summary: ${BLANK}`],
    ],
    ["an answer, in two paragraphs", inAnswer("We listen.\n \nThen we draw."), []],
    [
      "an answer, a line break alone",
      inAnswer("We listen.\nThen we draw."),
      [`content/contact.yaml: questions.items[2].answer: ${BLANK}`],
    ],
    [
      "a testimonial's words",
      () => {
        tree.editList("testimonials.yaml", (testimonials) => {
          entry(testimonials, 2).content = "Calm rooms.\n\nA calm studio.";
        });
      },
      [`content/testimonials.yaml: entry 2: content: ${ONE}`],
    ],
    [
      "a service's description, on the services page",
      () => {
        tree.editList("services.yaml", (services) => {
          entry(services, 1).serviceData = "Rooms planned.\n\nRooms built.";
        });
      },
      [`content/services.yaml: entry 1: serviceData: ${ONE}`],
    ],
    [
      "the closing block's text, a line break alone",
      () => {
        tree.editEntry("cta.yaml", (cta) => {
          cta.text = "Tell us about your space.\nWe will show you what it could become.";
        });
      },
      [`content/cta.yaml: text: ${ONE}`],
    ],
    [
      "the note under Send, filled in with the studio's address",
      () => {
        tree.editEntry("contact.yaml", (contact) => {
          contact.pendingNote = "Sending needs JavaScript.\nWrite to us at {email}.";
        });
      },
      ["content/contact.yaml: pendingNote: must contain {email}, without line breaks"],
    ],
    [
      "the closing block's text, a line break after it",
      () => {
        tree.editEntry("cta.yaml", (cta) => {
          cta.text = "Tell us about your space.\n";
        });
      },
      [],
    ],
    [
      "the WhatsApp greeting, a message that keeps its lines",
      () => {
        tree.editEntry("site.yaml", (site) => {
          (site.whatsappLink as Entry).greeting = "Hello Studio Anvaya!\nI would like to talk.";
        });
      },
      [],
    ],
  ];

  it.each(cases)("%s", async (_, set, expected) => {
    set();
    expect(await messages(tree)).toEqual(expected);
  });
});

describe("search descriptions", () => {
  const file = "projects/laterite-villa-assagao.yaml";

  it("want at least 50 characters on a page, naming the entry and the length", async () => {
    tree.editList("pages.yaml", (pages) => {
      entry(pages, 4).description = "Interior design services.";
    });
    expect(await messages(tree)).toEqual([
      "content/pages.yaml: entry 4: description: must be 50 to 160 characters for search results, not 25",
    ]);
  });

  it("want at most 160 characters on a page", async () => {
    tree.editList("pages.yaml", (pages) => {
      entry(pages, 2).description = "A considered studio. ".repeat(8).trim();
    });
    expect(await messages(tree)).toEqual([
      "content/pages.yaml: entry 2: description: must be 50 to 160 characters for search results, not 167",
    ]);
  });

  it("count the text search results show, without the spaces around it", async () => {
    tree.editList("pages.yaml", (pages) => {
      entry(pages, 1).description = `   ${"x".repeat(160)}   `;
    });
    expect(await messages(tree)).toEqual([]);
  });

  it("are required of every project, within the same bounds", async () => {
    tree.editEntry(file, (project) => {
      delete project.description;
    });
    expect(await messages(tree)).toEqual([`content/${file}: description: is required`]);

    tree.editEntry(file, (project) => {
      project.description = project.summary;
    });
    expect(await messages(tree)).toEqual([
      `content/${file}: description: must be 50 to 160 characters for search results, not 400`,
    ]);
  });
});

describe("the identity's sharing fields", () => {
  it("want a locale written as language and territory", async () => {
    tree.editEntry("site.yaml", (site) => {
      site.locale = "en-gb";
    });
    expect(await messages(tree)).toEqual([
      "content/site.yaml: locale: must be a language and territory such as en_GB",
    ]);
  });

  it("want a short name that fits under a home-screen icon", async () => {
    tree.editEntry("site.yaml", (site) => {
      site.shortName = "Studio Anvaya";
    });
    expect(await messages(tree)).toEqual([
      "content/site.yaml: shortName: must be at most 12 characters to fit under a home-screen icon, not 13",
    ]);
  });
});

describe("rules across the entries of a file", () => {
  it("rejects a slug used twice", async () => {
    tree.editList("pages.yaml", (pages) => {
      entry(pages, 3).slug = "about";
    });
    expect(await messages(tree)).toEqual([
      'content/pages.yaml: entry 3: slug: "about" is used twice',
      'content/pages.yaml: no entry with slug "projects"',
    ]);
  });
});

describe("what an editor's tools leave behind", () => {
  const file = "projects/laterite-villa-assagao.yaml";

  it("names a YAML date where a year is expected", async () => {
    tree.write(
      file,
      fs.readFileSync(path.join(tree.dir, file), "utf8").replace(/^year: .*$/m, "year: 2023-01-01"),
    );
    expect(await messages(tree)).toEqual([
      `content/${file}: year: must be a number, not the date 2023-01-01 (write a year alone, or quote a text)`,
    ]);
  });

  it("reports a second document (a stray ---) and goes on with the other files", async () => {
    tree.write(
      "cta.yaml",
      `${fs.readFileSync(path.join(tree.dir, "cta.yaml"), "utf8")}---\nx: 1\n`,
    );
    tree.write(
      "site.yaml",
      `${fs.readFileSync(path.join(tree.dir, "site.yaml"), "utf8")}name: A\n`,
    );
    expect(await messages(tree)).toEqual([
      expect.stringMatching(/^content\/site\.yaml: line \d+, column \d+: not valid YAML: /),
      'content/cta.yaml: not valid YAML: a line "---" starts a second document: remove it',
    ]);
  });

  /** A YAML mistake in cta.yaml: what it was, the line changed and what the check says. */
  const mistakes: [string, string, string, string][] = [
    [
      "indentation with a tab",
      "  label: GET IN TOUCH",
      "\tlabel: GET IN TOUCH",
      "line 4, column 1: not valid YAML: use spaces, not tabs, to indent (the line reads: ⇥label: GET IN TOUCH)",
    ],
    [
      "a key written twice",
      "action:\n",
      "heading: Again\naction:\n",
      'line 3, column 1: not valid YAML: the field "heading" appears twice (the line reads: heading: Again)',
    ],
    [
      "a sentence with ': ' in it, unquoted",
      "heading: Where Vision Meets Design Excellence",
      "heading: Our promise: Where Vision Meets Design",
      "line 1, column 21: not valid YAML: a text containing ': ' must be put in quotes (the line reads: heading: Our promise: Where Vision Meets Design)",
    ],
    [
      "a long line, quoted around the place",
      "every project starts with a conversation",
      "every project starts: with a conversation",
      "line 2, column 71: not valid YAML: a text containing ': ' must be put in quotes (the line reads: …building, every project starts: with a conversation. Tell us…)",
    ],
    [
      "a quote opened with ' and closed with ’ (at the line that opens it)",
      "  purpose: with the studio",
      "  purpose: 'with the studio’",
      "line 5, column 12: not valid YAML: the text opened with ' is not closed (a curly ’ does not close it): end it with ' (the line reads: purpose: 'with the studio’)",
    ],
    [
      'a quote opened with " and never closed',
      "  purpose: with the studio",
      '  purpose: "with the studio',
      'line 5, column 12: not valid YAML: the text opened with " is not closed: end it with " (the line reads: purpose: "with the studio)',
    ],
    [
      "a character no text may hold, shown without it",
      "  label: GET IN TOUCH",
      "  label: GET\u0000IN TOUCH",
      "line 4, column 13: not valid YAML (null byte is not allowed in input) (the line reads: label: GET�IN TOUCH)",
    ],
    [
      "an apostrophe inside single quotes, which ends the text",
      "  purpose: with the studio",
      "  purpose: 'with Zoë's studio'",
      "line 5, column 21: not valid YAML: the apostrophe in \"Zoë's\" ends the text opened with ': write it twice (Zoë''s) or use ’ (Zoë’s) (the line reads: purpose: 'with Zoë's studio')",
    ],
    [
      "an apostrophe inside single quotes, before a ': '",
      "heading: Where Vision Meets Design Excellence",
      "heading: 'The Mehta's home: a calm retreat'",
      "line 1, column 20: not valid YAML: the apostrophe in \"Mehta's\" ends the text opened with ': write it twice (Mehta''s) or use ’ (Mehta’s) (the line reads: heading: 'The Mehta's home: a calm retreat')",
    ],
    [
      "a # after a space in a text without quotes, which starts a comment and cuts the text",
      "  purpose: with the studio",
      "  purpose: with studio #2, Bandra",
      "line 5, column 24: a # after a space starts a comment, which YAML leaves out, so the text ends before it: put the whole text in quotes (' at each end, any ' inside written twice) (the line reads: purpose: with studio #2, Bandra)",
    ],
    [
      "a comment on a line of its own",
      "action:\n",
      "action:\n  # the button\n",
      "line 4, column 3: a # starts a comment, which the editor deletes when it saves: remove it, or put a text holding # in quotes (the line reads: # the button)",
    ],
    [
      "a line indented too far",
      "  to: /contact",
      "   to: /contact",
      "line 6, column 6: not valid YAML: this line is not indented as the lines above it (the line reads: to: /contact)",
    ],
  ];

  it.each(mistakes)("reports %s, with its line and what to do", async (_, from, to, said) => {
    const text = fs.readFileSync(path.join(tree.dir, "cta.yaml"), "utf8");
    if (!text.includes(from)) throw new Error(`no "${from}" in cta.yaml`);
    tree.write("cta.yaml", text.replace(from, to));
    expect(await messages(tree)).toEqual([`content/cta.yaml: ${said}`]);
  });
});

describe("an image file that the build could not use", () => {
  const notFoundEntry = 6;
  const image = "images/pages/not-found.jpg";

  it("names an image whose letter case differs from the file's, with the right spelling", async () => {
    tree.editList("pages.yaml", (pages) => {
      (entry(pages, notFoundEntry).image as Entry).src = "images/pages/Not-Found.JPG";
    });
    expect(await messages(tree)).toEqual([
      `content/pages.yaml: entry ${notFoundEntry}: image "images/pages/Not-Found.JPG" not found: the file is spelt "${image}" (letter case must match, or the site breaks on Linux hosts)`,
    ]);
  });

  it.each(["gone.jpg", "not-found.jpg"])(
    "names a link to %s (gone, or itself) as not found",
    async (to) => {
      tree.remove(image);
      fs.symlinkSync(to, path.join(tree.dir, image));
      expect(await messages(tree)).toEqual([
        `content/pages.yaml: entry ${notFoundEntry}: image "./${image}" not found`,
      ]);
    },
  );

  it("names an empty image file", async () => {
    tree.write(image, "");
    expect(await messages(tree)).toEqual([
      `content/pages.yaml: entry ${notFoundEntry}: image "./${image}" is an empty file`,
    ]);
  });

  it("names a truncated photograph that sharp cannot decode", async () => {
    const whole = fs.readFileSync(path.join(tree.dir, image));
    tree.write(image, whole.subarray(0, Math.floor(whole.length / 3)));
    expect(await messages(tree)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/pages\\.yaml: entry ${notFoundEntry}: image "\\./${image}" is not an image the build can read \\(.+\\)$`,
        ),
      ),
    ]);
  });

  it("names a file that is not an image at all", async () => {
    tree.write(image, "<html>Not a photograph</html>");
    expect(await messages(tree)).toEqual([
      expect.stringMatching(
        /: image "\.\/images\/pages\/not-found\.jpg" is not an image the build can read \(.+\)$/,
      ),
    ]);
  });

  it.each(["../static/favicon.jpg", "/etc/hosts.jpg", "images\\pages\\not-found.jpg"])(
    "refuses a path that leaves content/ or uses backslashes (%s)",
    async (src) => {
      tree.editList("pages.yaml", (pages) => {
        (entry(pages, notFoundEntry).image as Entry).src = src;
      });
      expect(await messages(tree)).toEqual([
        `content/pages.yaml: entry ${notFoundEntry}: image "${src}" must be a file inside content/, written with forward slashes`,
      ]);
    },
  );
});

describe("every problem in one run", () => {
  it("reports rules across entries beside the entries' own problems", async () => {
    tree.editList("pages.yaml", (pages) => {
      entry(pages, 3).slug = "about";
      entry(pages, 2).heading = "";
    });
    tree.editList("testimonials.yaml", (testimonials) => {
      testimonials.pop();
      entry(testimonials, 1).content = "";
    });
    expect(await messages(tree)).toEqual([
      "content/pages.yaml: entry 2: heading: must not be empty",
      'content/pages.yaml: entry 3: slug: "about" is used twice',
      'content/pages.yaml: no entry with slug "projects"',
      "content/testimonials.yaml: needs exactly 4 testimonials, found 3",
      "content/testimonials.yaml: entry 1: content: must not be empty",
    ]);
  });

  it("counts an entry with problems of its own among the entries", async () => {
    tree.editList("slides.yaml", (slides) => {
      entry(slides, 8).title = "";
    });
    expect(await messages(tree)).toEqual([
      "content/slides.yaml: entry 8: title: must not be empty",
    ]);
  });

  it("numbers the services by their place in the list even when one has problems", async () => {
    tree.editList("services.yaml", (services) => {
      entry(services, 2).serviceHeader = "";
      entry(services, 4).serviceNumber = 5;
    });
    expect(await messages(tree)).toEqual([
      "content/services.yaml: entry 2: serviceHeader: must not be empty",
      'content/services.yaml: entry 4: serviceNumber ("Number"): should be 4: services are numbered in the order they are listed',
    ]);
  });
});
