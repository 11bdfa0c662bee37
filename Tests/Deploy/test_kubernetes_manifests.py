"""The Kubernetes manifests of deploy/kubernetes/ against the Kubernetes API's own schemas, with
`kubernetes-validate --strict` (PyPI; it ships the schemas, so it needs no network and no
cluster): every resource of every manifest passes, and an unknown field is refused, so the
check can fail. As root (CI) the validator runs in a network namespace of its own, with no
network at all, which proves it fetches nothing."""

import os
import pathlib
import re
import shutil
import subprocess
import sys

import pytest
import yaml

REPO = pathlib.Path(__file__).resolve().parents[2]
MANIFESTS = sorted((REPO / "deploy" / "kubernetes").glob("*.yaml"))
VALIDATOR = pathlib.Path(sys.executable).parent / "kubernetes-validate"


def validate(*paths):
    command = [str(VALIDATOR), "--strict", *map(str, paths)]
    if os.geteuid() == 0 and shutil.which("unshare"):
        command = ["unshare", "--net", *command]
    return subprocess.run(command, capture_output=True, text=True, timeout=300)


def resources(path):
    return [(doc["kind"].lower(), doc["metadata"]["name"]) for doc in yaml.safe_load_all(path.read_text()) if doc]


def test_the_manifests_are_there():
    assert [path.name for path in MANIFESTS] == ["join-job.yaml", "render-job.yaml"]


@pytest.mark.parametrize("manifest", MANIFESTS, ids=lambda path: path.name)
def test_every_resource_passes_strict_validation(manifest):
    result = validate(manifest)
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    passed = set(re.findall(r"passed for resource (\S+)/(\S+) against version", output))
    assert passed == set(resources(manifest)), output


def test_an_unknown_field_fails(tmp_path):
    """A misspelt field (completionMod) would be ignored by a lax check and by kubectl's client;
    --strict refuses it."""
    text = (REPO / "deploy" / "kubernetes" / "render-job.yaml").read_text()
    assert "completionMode: Indexed" in text
    broken = tmp_path / "render-job.yaml"
    broken.write_text(text.replace("completionMode: Indexed", "completionMod: Indexed"))
    result = validate(broken)
    assert result.returncode != 0
    assert "'completionMod' was unexpected" in result.stdout + result.stderr
