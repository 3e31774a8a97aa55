"""Every Python example in the README's Python section runs as written."""

import pathlib
import re

import pytest

README = pathlib.Path(__file__).resolve().parents[3] / "README.md"


def examples():
    text = README.read_text()
    section = text[text.index("## Python"):]
    section = section[:section.index("\n## ", 1)]
    return re.findall(r"```python\n(.*?)```", section, re.S)


def test_the_readme_has_an_example_per_interface():
    code = "\n".join(examples())
    for needle in ["havenbaron.Game(", "havenbaron.Batch(", "pyspiel.load_game(",
                   "api_test(", "ISMCTSBot("]:
        assert needle in code


@pytest.mark.parametrize("index", range(4))
def test_example_runs(index):
    exec(compile(examples()[index], f"README example {index + 1}", "exec"), {})
