import fs from "node:fs";
import path from "node:path";
import { checkContent, formatIssue } from "../check-content";
import { type ContentTree, type Entry, copyOfRealContent, entry } from "./content-tree";

function messages(tree: ContentTree): string[] {
  return checkContent(tree.dir).map(formatIssue);
}

let tree: ContentTree;

beforeEach(() => {
  tree = copyOfRealContent();
});

afterEach(() => {
  tree.dispose();
});

describe("the content that ships", () => {
  it("passes the check", () => {
    expect(checkContent(path.resolve(__dirname, "../../../content")).map(formatIssue)).toEqual([]);
  });
});

describe("a field with a wrong value", () => {
  it("names the file and the field", () => {
    tree.editEntry("site.yaml", (site) => {
      site.email = "hello-at-studioanvaya";
    });
    expect(messages(tree)).toEqual(["content/site.yaml: email: not an e-mail address"]);
  });

  it("names nested fields with their position counted from 1", () => {
    tree.editEntry("site.yaml", (site) => {
      (site.social as Entry[])[1] = { label: "LinkedIn", url: "http://linkedin.example" };
    });
    expect(messages(tree)).toEqual([
      "content/site.yaml: social[2].url: must be an https:// address",
    ]);
  });

  it("rejects a number where text is expected", () => {
    tree.editList("pages.yaml", (pages) => {
      entry(pages, 2).heading = 42;
    });
    expect(messages(tree)).toEqual([
      "content/pages.yaml: entry 2: heading: must be a string, not number 42",
    ]);
  });
});

describe("a missing or misspelt field", () => {
  it("reports the required field that is missing", () => {
    tree.editEntry("site.yaml", (site) => {
      delete site.description;
    });
    expect(messages(tree)).toEqual(["content/site.yaml: description: is required"]);
  });

  it("reports an empty text", () => {
    tree.editList("pages.yaml", (pages) => {
      entry(pages, 1).intro = "   ";
    });
    expect(messages(tree)).toEqual(["content/pages.yaml: entry 1: intro: must not be empty"]);
  });

  it("reports a field name the schema does not know", () => {
    tree.editEntry("site.yaml", (site) => {
      site.emial = site.email;
    });
    expect(messages(tree)).toEqual([
      'content/site.yaml: unknown field "emial" (check the spelling)',
    ]);
  });
});

describe("an image reference", () => {
  const notFoundEntry = 6;

  it("names the entry and the file that does not exist", () => {
    tree.remove("images/pages/not-found.jpg");
    expect(messages(tree)).toEqual([
      `content/pages.yaml: entry ${notFoundEntry}: image "images/pages/not-found.jpg" not found`,
    ]);
  });

  it("requires alt text", () => {
    tree.editList("pages.yaml", (pages) => {
      (entry(pages, notFoundEntry).image as Entry).alt = "";
    });
    expect(messages(tree)).toEqual([
      `content/pages.yaml: entry ${notFoundEntry}: image.alt: alt text is missing`,
    ]);
  });

  it("accepts only image files the pipeline can resize", () => {
    tree.write("images/pages/not-found.gifv", "");
    tree.editList("pages.yaml", (pages) => {
      (entry(pages, notFoundEntry).image as Entry).src = "images/pages/not-found.gifv";
    });
    expect(messages(tree)).toEqual([
      `content/pages.yaml: entry ${notFoundEntry}: image.src: must end in .jpg, .jpeg, .png, .webp, .avif`,
    ]);
  });

  it("reports a missing file referenced by a plain path", () => {
    tree.remove("images/brand/logo-mark.svg");
    expect(messages(tree)).toEqual([
      'content/site.yaml: logoMark "images/brand/logo-mark.svg" not found',
    ]);
  });
});

describe("a file that is not what its source expects", () => {
  it("points at the line of a YAML syntax error", () => {
    tree.write("site.yaml", "name: Studio Anvaya\n  description: [unclosed\n");
    expect(messages(tree)).toEqual([
      expect.stringMatching(/^content\/site\.yaml: line 2, column \d+: not valid YAML \(.+\)$/),
    ]);
  });

  it("wants a list where entries are listed", () => {
    tree.write("pages.yaml", "slug: home\n");
    expect(messages(tree)).toEqual([
      "content/pages.yaml: must be a list of entries (each starting with `- `)",
    ]);
  });

  it("wants one entry where the file is the entry", () => {
    tree.write("site.yaml", "- name: Studio Anvaya\n");
    expect(messages(tree)).toEqual([
      "content/site.yaml: must hold one entry of `field: value` lines",
    ]);
  });

  it("reports a required file that is missing", () => {
    tree.remove("site.yaml");
    expect(messages(tree)).toEqual(["content/site.yaml: file is missing"]);
  });

  it("reports a YAML file no source knows", () => {
    tree.write("team.yaml", "- name: Ira\n");
    expect(messages(tree)).toEqual([
      expect.stringMatching(/^content\/team\.yaml: not a known content file \(known: .*site\.yaml/),
    ]);
  });
});

describe("the home page's fixed counts and labels", () => {
  it("wants exactly eight hero slides", () => {
    tree.editList("slides.yaml", (slides) => {
      slides.pop();
    });
    expect(messages(tree)).toEqual(["content/slides.yaml: needs exactly 8 slides, found 7"]);
  });

  it("wants exactly six crafted-by images", () => {
    tree.editEntry("home.yaml", (home) => {
      (home.craftedBy as { images: unknown[] }).images.pop();
    });
    expect(messages(tree)).toEqual(["content/home.yaml: craftedBy.images: needs exactly 6 images"]);
  });

  it("keeps the placeholders a label is filled with", () => {
    tree.editEntry("home.yaml", (home) => {
      (home.carousel as Entry).goTo = "Go to slide";
    });
    expect(messages(tree)).toEqual(["content/home.yaml: carousel.goTo: must contain {n}"]);
  });

  it("names the testimonial whose photo is missing", () => {
    tree.remove("images/testimonials/03.jpg");
    expect(messages(tree)).toEqual([
      'content/testimonials.yaml: entry 3: img "images/testimonials/03.jpg" not found',
    ]);
  });
});

describe("the services", () => {
  it("want a non-empty list of points", () => {
    tree.editList("services.yaml", (services) => {
      entry(services, 2).servicePoints = [];
    });
    expect(messages(tree)).toEqual([
      "content/services.yaml: entry 2: servicePoints: must be a non-empty list",
    ]);
  });

  it("want tiles for the service with designSubtype true", () => {
    tree.editList("services.yaml", (services) => {
      entry(services, 3).subtype = [];
    });
    expect(messages(tree)).toEqual([
      "content/services.yaml: entry 3: subtype: designSubtype true needs subtype tiles",
    ]);
  });

  it("want tiles only where designSubtype is true", () => {
    tree.editList("services.yaml", (services) => {
      entry(services, 1).subtype = entry(services, 3).subtype;
    });
    expect(messages(tree)).toEqual([
      "content/services.yaml: entry 1: subtype: only a service with designSubtype true shows subtype tiles",
    ]);
  });

  it("want a known group", () => {
    tree.editList("services.yaml", (services) => {
      entry(services, 5).group = "styling";
    });
    expect(messages(tree)).toEqual([
      "content/services.yaml: entry 5: group: must be one of interior-design, styling-staging, renovations",
    ]);
  });
});

describe("the gallery's projects", () => {
  const file = "projects/laterite-villa-assagao.yaml";

  it("name the project file whose slug does not match its name", () => {
    tree.editEntry(file, (project) => {
      project.slug = "laterite-villa";
    });
    expect(messages(tree)).toEqual([
      `content/${file}: slug: "laterite-villa" must match the file name "laterite-villa-assagao"`,
    ]);
  });

  it("want a known category", () => {
    tree.editEntry(file, (project) => {
      project.category = "villa";
    });
    expect(messages(tree)).toEqual([
      `content/${file}: category: must be one of home, commercial, styling-staging, renovation`,
    ]);
  });

  it("want 4 to 8 images, each with alt text", () => {
    tree.editEntry(file, (project) => {
      const images = project.images as Entry[];
      project.images = images.slice(0, 3);
    });
    expect(messages(tree)).toEqual([`content/${file}: images: needs at least 4 images`]);
  });

  it("catch a copied project file that keeps the original's slug", () => {
    tree.write(
      "projects/laterite-villa-copy.yaml",
      fs
        .readFileSync(path.join(tree.dir, file), "utf8")
        .replace("slug: laterite-villa-assagao", "slug: laterite-villa-copy"),
    );
    tree.editEntry("projects/laterite-villa-copy.yaml", (project) => {
      project.slug = "laterite-villa-assagao";
    });
    expect(messages(tree)).toContain(
      'content/projects/laterite-villa-copy.yaml: slug: "laterite-villa-assagao" must match the file name "laterite-villa-copy"',
    );
  });
});

describe("search descriptions", () => {
  const file = "projects/laterite-villa-assagao.yaml";

  it("want at least 50 characters on a page, naming the entry and the length", () => {
    tree.editList("pages.yaml", (pages) => {
      entry(pages, 4).description = "Interior design services.";
    });
    expect(messages(tree)).toEqual([
      "content/pages.yaml: entry 4: description: must be 50 to 160 characters for search results, not 25",
    ]);
  });

  it("want at most 160 characters on a page", () => {
    tree.editList("pages.yaml", (pages) => {
      entry(pages, 2).description = "A considered studio. ".repeat(8).trim();
    });
    expect(messages(tree)).toEqual([
      "content/pages.yaml: entry 2: description: must be 50 to 160 characters for search results, not 167",
    ]);
  });

  it("count the text search results show, without the spaces around it", () => {
    tree.editList("pages.yaml", (pages) => {
      entry(pages, 1).description = `   ${"x".repeat(160)}   `;
    });
    expect(messages(tree)).toEqual([]);
  });

  it("are required of every project, within the same bounds", () => {
    tree.editEntry(file, (project) => {
      delete project.description;
    });
    expect(messages(tree)).toEqual([`content/${file}: description: is required`]);

    tree.editEntry(file, (project) => {
      project.description = project.summary;
    });
    expect(messages(tree)).toEqual([
      `content/${file}: description: must be 50 to 160 characters for search results, not 400`,
    ]);
  });
});

describe("the identity's sharing fields", () => {
  it("want a locale written as language and territory", () => {
    tree.editEntry("site.yaml", (site) => {
      site.locale = "en-gb";
    });
    expect(messages(tree)).toEqual([
      "content/site.yaml: locale: must be a language and territory such as en_GB",
    ]);
  });

  it("want a short name that fits under a home-screen icon", () => {
    tree.editEntry("site.yaml", (site) => {
      site.shortName = "Studio Anvaya";
    });
    expect(messages(tree)).toEqual([
      "content/site.yaml: shortName: should stay within 12 characters to fit under a home-screen icon",
    ]);
  });
});

describe("rules across the entries of a file", () => {
  it("rejects a slug used twice", () => {
    tree.editList("pages.yaml", (pages) => {
      entry(pages, 3).slug = "about";
    });
    expect(messages(tree)).toEqual([
      'content/pages.yaml: entry 3: slug: "about" is used twice',
      'content/pages.yaml: no entry with slug "projects"',
    ]);
  });
});
